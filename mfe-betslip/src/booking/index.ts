export { BookingController } from './bookingController';
export { BookingPanel } from './BookingPanel';
