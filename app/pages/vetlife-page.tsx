import { funnelRoute } from '../features/funnels/funnel-loader';
import { VetLifeFunnel } from '../features/vetlife/vetlife-funnel';

export const { handle, loader, shouldRevalidate, Component } = funnelRoute({
  variant: 'vetlife',
  brand: 'vetlife',
  head: {
    en: {
      title: 'VetLife',
      description: 'VA loan options for veterans and service members. Thank you for your service.',
    },
    es: {
      title: 'VetLife',
      description: 'Opciones de préstamos VA para veteranos y miembros de las Fuerzas Armadas. Gracias por su servicio.',
    },
  },
  Funnel: VetLifeFunnel,
});
