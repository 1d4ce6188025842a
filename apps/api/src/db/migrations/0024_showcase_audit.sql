-- The showcase site's video address is answered from its showcase hero video (the videos table);
-- this column was never written.
ALTER TABLE "showcase_sites" DROP COLUMN "showcase_video_url";