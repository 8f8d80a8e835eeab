import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StudioApp } from './studio-app';
import './studio.css';

createRoot(document.getElementById('studio-root')!).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
