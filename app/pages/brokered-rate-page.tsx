import { rateRoute } from '../features/brokered-rate/rate-route';

export const { handle, loader, Component } = rateRoute(
  'brokered',
  'Request a brokered mortgage rate: a licensed broker compares lenders and calls you back.',
);
