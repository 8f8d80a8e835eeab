import { rateRoute } from '../features/brokered-rate/rate-route';

export const { handle, loader, Component } = rateRoute(
  'brokered',
  {
    en: 'Request a brokered mortgage rate: a licensed broker compares lenders and calls you back.',
    es: 'Solicite una tasa hipotecaria con corredor: un corredor con licencia compara prestamistas y le devuelve la llamada.',
  },
);
