import { rateRoute } from '../features/brokered-rate/rate-route';

export const { handle, loader, Component } = rateRoute('vet');
