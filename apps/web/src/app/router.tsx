import { createBrowserRouter, Navigate } from 'react-router';
import { Box, Typography } from '@mui/material';

function Placeholder() {
  return (
    <Box sx={{ p: 6 }}>
      <Typography variant="h2">Atrium</Typography>
      <Typography color="text.secondary">The back office of the brokerage network.</Typography>
    </Box>
  );
}

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/eng/home" replace /> },
  { path: '/eng/*', element: <Placeholder /> },
]);
