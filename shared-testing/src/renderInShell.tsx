import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next, I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  apiClientOf,
  ApiError,
  CONTRACT_VERSION,
  createEventBus,
  createShellStores,
  ShellContextProvider,
} from '@sportsbook/contracts';
import type { ApiRequest, BusEventName, BusEvents, ShellContext, ClientErrorReport } from '@sportsbook/contracts';

export type FakeAnswer = { status: number; data?: unknown };
/** A request the remote made, as the fake API sees it: the caller's config, the body as the JSON text sent. */
export type FakeRequest = Omit<ApiRequest, 'params' | 'data' | 'headers'> & {
  params: Record<string, unknown>;
  data?: string;
  headers: Record<string, string>;
};

/**
 * An API client whose answers the test decides, keeping the requests it was sent. It settles as the real
 * client does: a failed status rejects with an ApiError, an aborted request as cancelled.
 */
export function createFakeApi(answer: (request: FakeRequest) => FakeAnswer) {
  const requests: FakeRequest[] = [];
  const api = apiClientOf(async (request) => {
    const { signal } = request;
    if (signal?.aborted) throw signal.reason;
    const data = request.data === undefined || typeof request.data === 'string' ? request.data : JSON.stringify(request.data);
    const recorded: FakeRequest = { ...request, params: { ...request.params }, data, headers: { ...request.headers } };
    requests.push(recorded);
    const answered = answer(recorded);
    // The answer arrives a tick later, as a real one would; a request aborted meanwhile is cancelled.
    await Promise.resolve();
    if (signal?.aborted) throw signal.reason;
    const response = { status: answered.status, data: answered.data, headers: new Headers() };
    if (answered.status >= 400) throw new ApiError(request, response);
    return response;
  });
  return { api, requests };
}

/**
 * Renders a remote's component as the shell would mount it: real stores, a real bus, i18n (English
 * defaults), a fresh query cache, and an API client whose answers the test decides.
 */
export function renderInShell(
  ui: ReactElement,
  answer: (request: FakeRequest) => FakeAnswer = () => ({ status: 404 }),
  translations: Record<string, unknown> = {},
) {
  const stores = createShellStores();
  const bus = createEventBus();
  const { api, requests } = createFakeApi(answer);
  const reports: ClientErrorReport[] = [];
  const i18n = i18next.createInstance();
  void i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translation: translations } }, interpolation: { escapeValue: false } });
  const emitted: { name: BusEventName; payload: unknown }[] = [];
  // The page's locale, as the shell reads it from the route; a test may set it before it renders.
  let currentLocale = 'en';
  const emit = bus.emit.bind(bus);
  bus.emit = ((name: BusEventName, ...payload: [unknown]) => {
    emitted.push({ name, payload: payload[0] });
    (emit as (n: BusEventName, ...p: unknown[]) => void)(name, ...payload);
  }) as typeof bus.emit;
  const context: ShellContext = {
    contractVersion: CONTRACT_VERSION,
    remote: 'events',
    bus,
    stores,
    api,
    i18n,
    locale: () => currentLocale,
    domElementGetter: () => document.body,
    reportError: (report) => reports.push(report),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A wrapper, not a parent: rerender() keeps the shell around the new element.
  const Shell = ({ children }: { children: ReactNode }) => (
    <ShellContextProvider value={context}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </ShellContextProvider>
  );
  const view = render(ui, { wrapper: Shell });
  const emittedOf = <K extends BusEventName>(name: K) =>
    emitted.filter((e) => e.name === name).map((e) => e.payload as BusEvents[K]);
  const setLocale = (locale: string) => {
    currentLocale = locale;
  };
  return { ...view, stores, bus, api, requests, reports, emittedOf, setLocale };
}
