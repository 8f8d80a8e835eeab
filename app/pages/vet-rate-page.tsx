import { rateRoute } from '../features/brokered-rate/rate-route';

export const { handle, loader, Component } = rateRoute('vet', 'Veterans and service members: request a VA loan rate shopped by a VA loan specialist.');
