import { rateRoute } from '../features/brokered-rate/rate-route';

export const { handle, loader, Component } = rateRoute('vet', {
  en: 'Veterans and service members: request a VA loan rate shopped by a VA loan specialist.',
  es: 'Veteranos y miembros del servicio: soliciten una tasa de préstamo VA que un especialista en préstamos VA compara por ustedes.',
});
