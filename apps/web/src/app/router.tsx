import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen.tsx';
import { AppLayout } from './layout.tsx';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteErrorPage } from './routes/route-error.tsx';

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: <LoginPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
