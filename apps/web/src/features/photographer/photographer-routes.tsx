import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { StandaloneLayout } from '../../app/shell/standalone-layout';

const LoginPage = lazy(() => import('./photographer-login-page'));
const RegisterPage = lazy(() => import('./photographer-register-page'));
const ForgotPasswordPage = lazy(() => import('./photographer-forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./photographer-reset-password-page'));
const UploadPage = lazy(() => import('./photographer-upload-page'));

/**
 * The photographer area (spec/000 section 2.1): top-level routes outside the shell, with their own
 * sign-in. The router spreads this array.
 */
export const photographerRoutes: RouteObject[] = [
  {
    path: '/photographer',
    element: (
      <StandaloneLayout>
        <Outlet />
      </StandaloneLayout>
    ),
    children: [
      { index: true, element: <Navigate to="/photographer/login" replace /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgotpassword', element: <ForgotPasswordPage /> },
      { path: 'resetpassword', element: <ResetPasswordPage /> },
      { path: 'upload', element: <UploadPage /> },
    ],
  },
];
