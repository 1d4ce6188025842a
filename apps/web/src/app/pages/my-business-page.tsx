import { Box, Typography } from '@mui/material';

const IMAGES = [
  { src: '/coming-soon-1.svg', alt: 'A townhouse facade at dusk' },
  { src: '/coming-soon-2.svg', alt: 'A chart rising over a city skyline' },
  { src: '/coming-soon-3.svg', alt: 'A set of keys on a ribbon' },
];

/** /eng/myBusiness: the 'Coming Soon' placeholder with three images (spec/002 section 2). */
export default function MyBusinessPage() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
      <Typography variant="overline" color="secondary.dark" component="p">
        My Business
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '2.4rem', md: '3rem' } }}>
        Coming Soon
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', mt: 1 }}>
        Your production, pipeline and goals in one place. We are putting the finishing touches on it.
      </Typography>
      <Box
        sx={{
          mt: 5,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          maxWidth: 1000,
          mx: 'auto',
        }}
      >
        {IMAGES.map((img) => (
          <Box
            key={img.src}
            component="img"
            src={img.src}
            alt={img.alt}
            data-testid="coming-soon-image"
            sx={{
              width: '100%',
              aspectRatio: '4 / 3',
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
