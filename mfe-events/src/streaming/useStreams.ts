import { useQuery } from '@tanstack/react-query';
import { platformPaths, useShellContext, useShellStore, type Stream } from '@sportsbook/contracts';
import type { StreamViewer } from '@sportsbook/domain';
import { loadCountryTables } from '@sportsbook/domain';
import { allowedStreamIps } from './streamRules';

/** A stream of the list call: the stream with its event. */
export interface EventStream extends Stream {
  eventId: number;
}

/** The stream of one event, if the platform has one for it. */
export function useEventStream(eventId: number) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['video_streams', eventId],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<EventStream[]>('/api/video_streams', { params: { eventIds: [eventId] }, signal });
      return data.find((stream) => stream.eventId === eventId) ?? null;
    },
  });
}

/**
 * Who is watching, for the stream restrictions: country and IP as the platform sees them, the IP list of the
 * settings, and the country tables (their own chunk, loaded only where a stream is shown).
 */
export function useStreamViewer(): StreamViewer | undefined {
  const { api } = useShellContext();
  const locationConfiguration = useShellStore('globalSettings', (s) => s.settings.location_configuration);
  const geo = useQuery({
    queryKey: ['geo_data'],
    staleTime: 600_000,
    queryFn: async ({ signal }) => (await api.get<{ countryCode: string; ip: string }>(platformPaths.geoData, { signal })).data,
  });
  const countries = useQuery({ queryKey: ['country-tables'], staleTime: Infinity, queryFn: loadCountryTables });
  if (!geo.data || !countries.data) return undefined;
  return {
    countries: countries.data,
    country: geo.data.countryCode,
    clientIp: geo.data.ip,
    allowedIps: allowedStreamIps({ location_configuration: locationConfiguration }),
  };
}
