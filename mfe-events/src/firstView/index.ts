export {
  HOME_LIVE_NOW,
  HOME_UPCOMING,
  LIVE_LIST,
  eventIdOf,
  eventRequest,
  liveListRequest,
  pagedEventsRequest,
} from './firstViewRequests';
