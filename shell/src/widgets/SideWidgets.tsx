import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { css } from '@emotion/react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from 'zustand/vanilla';
import { matchPageLayout, type Advert, type ApiClient, type HtmlWidget, type ShellStores } from '@sportsbook/contracts';
import type { RouteState } from '../routing';
import { mountRemotePart } from '../remotes';
import { advertPlayerType, shellWidgetsOf, type ShellWidgetName } from './sideWidgets';

const widgetStyle = css`
  display: grid;
  gap: 12px;
  margin-top: 12px;
  .sb-widget {
    background: var(--sb-surface);
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
    padding: 12px;
    overflow: hidden;
  }
  .sb-widget img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 6px;
  }
  .sb-widget p {
    margin: 8px 0 0;
  }
`;

/** One side column's own element for the widgets, kept after the remotes the column holds. */
function useColumnElement(column: HTMLElement, wanted: boolean, key: string): HTMLElement | null {
  const element = useMemo(() => {
    const div = document.createElement('div');
    div.dataset.widgets = 'true';
    return div;
  }, []);
  useEffect(() => {
    if (!wanted) {
      element.remove();
      return;
    }
    // The widgets stay last: a remote the shell moves into the column later (the betslip on a route
    // change) goes above them.
    const keepLast = () => {
      if (column.lastElementChild !== element) column.append(element);
    };
    keepLast();
    const observer = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(keepLast);
    observer?.observe(column, { childList: true });
    return () => observer?.disconnect();
  }, [column, element, wanted, key]);
  useEffect(() => () => element.remove(), [element]);
  return wanted ? element : null;
}

/** GET /api/adverts/{id} for the player's type; an advert not meant for this player (204, no content) shows nothing. */
function AdvertWidget({ api, id, loggedIn, username }: { api: ApiClient; id: number; loggedIn: boolean; username?: string }) {
  // The answer is kept with the request it answers, so a player who logs in never sees the visitor's advert.
  const request = `${id}|${advertPlayerType(loggedIn)}|${loggedIn ? (username ?? '') : ''}`;
  const [answer, setAnswer] = useState<{ request: string; advert: Advert } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<Advert>(`/api/adverts/${id}`, {
        params: { player_type: advertPlayerType(loggedIn), ...(loggedIn && username ? { username } : {}) },
      })
      .then(({ data }) => live && setAnswer({ request, advert: data }))
      .catch(() => undefined);
    return () => void (live = false);
  }, [api, id, loggedIn, username, request]);
  const advert = answer?.request === request ? answer.advert : null;
  if (!advert) return null;
  const open = (event: React.MouseEvent) => {
    if (!advert.popup) return;
    event.preventDefault();
    const features = [
      `width=${advert.popup_width}`,
      `height=${advert.popup_height}`,
      `resizable=${advert.popup_allow_resize ? 'yes' : 'no'}`,
      `scrollbars=${advert.popup_allow_scrollbars ? 'yes' : 'no'}`,
    ].join(',');
    window.open(advert.link, `advert-${id}`, features);
  };
  return (
    <aside className="sb-widget" aria-label={advert.name}>
      <a href={advert.link} onClick={open}>
        <img
          src={advert.attachment_path}
          alt={advert.name}
          width={advert.width_in_pixels}
          height={advert.height_in_pixels}
          loading="lazy"
        />
      </a>
      {advert.show_description ? <p>{advert.description}</p> : null}
      {advert.link_name ? (
        <p>
          <a href={advert.link} onClick={open}>
            {advert.link_name}
          </a>
        </p>
      ) : null}
    </aside>
  );
}

/** GET /api/html_widgets/{id}?active=true: the operator's HTML, sanitised so it never runs script here. */
function HtmlWidgetView({ api, id }: { api: ApiClient; id: number }) {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  useEffect(() => {
    let live = true;
    Promise.all([api.get<HtmlWidget>(`/api/html_widgets/${id}`, { params: { active: true } }), import('dompurify')])
      .then(([{ data }, { default: DOMPurify }]) => live && setHtml(DOMPurify.sanitize(data.content)))
      .catch(() => live && setHtml(''));
    return () => void (live = false);
  }, [api, id]);
  if (!html) return null;
  return (
    <section
      className="sb-widget"
      aria-label={t('shell.widgets.html', 'Information')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The live stream video player: the events remote's exposed 'liveStreamWidget', mounted as a parcel. The
 * player, its streaming rules and hls.js stay in the remote that owns streaming and are released with it;
 * the shell knows the module's name only. A part that fails to load leaves the column without it.
 */
function LiveStreamPart() {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    const mounted = mountRemotePart('events', 'liveStreamWidget', target);
    return () => void mounted.then((unmount) => unmount()).catch(() => undefined);
  }, []);
  return <div className="sb-widget" data-widget="live-stream" ref={element} />;
}

/**
 * The side columns' widgets the shell draws (spec 1 section 2.4): adverts for the player's audience and
 * the operator's html widgets, and the events remote's live stream player, below the remotes of the column,
 * on a desktop's side columns only.
 */
export function SideWidgets({
  regions,
  stores,
  route,
  api,
}: {
  regions: { area(name: 'left' | 'right'): HTMLElement };
  stores: ShellStores;
  route: StoreApi<RouteState>;
  api: ApiClient;
}) {
  const path = useStore(route, (s) => s.path);
  const locale = useStore(route, (s) => s.locale);
  const layouts = useStore(stores.globalSettings, (s) => s.settings.page_layouts);
  const isDesktop = useStore(stores.ui, (s) => s.isDesktop && !s.nativeApp);
  const loggedIn = useStore(stores.session, (s) => s.status === 'logged-in');
  const username = useStore(stores.session, (s) => s.session?.username);
  const widgets = shellWidgetsOf(matchPageLayout(`/${locale}${path}`, layouts), isDesktop);
  const key = `${locale}${path}`;
  const left = useColumnElement(regions.area('left'), widgets.left.length > 0, key);
  const right = useColumnElement(regions.area('right'), widgets.right.length > 0, key);
  const render = (list: { name: ShellWidgetName; id: number }[]) => (
    <div css={widgetStyle}>
      {list.map((widget) =>
        widget.name === 'advert' ? (
          <AdvertWidget key={`a${widget.id}`} api={api} id={widget.id} loggedIn={loggedIn} username={username} />
        ) : widget.name === 'html_widget' ? (
          <HtmlWidgetView key={`h${widget.id}`} api={api} id={widget.id} />
        ) : (
          <LiveStreamPart key={`l${widget.id}`} />
        ),
      )}
    </div>
  );
  return (
    <>
      {left ? createPortal(render(widgets.left), left) : null}
      {right ? createPortal(render(widgets.right), right) : null}
    </>
  );
}
