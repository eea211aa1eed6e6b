import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum_posts_blocks_hero_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  CREATE TYPE "public"."enum__posts_v_blocks_hero_slider_arrow_style" AS ENUM('circle', 'square', 'minimal', 'outline', 'filled', 'none');
  ALTER TABLE "pages_blocks_hero_slider" ADD COLUMN "speed" numeric DEFAULT 600;
  ALTER TABLE "pages_blocks_hero_slider" ADD COLUMN "arrow_style" "enum_pages_blocks_hero_slider_arrow_style" DEFAULT 'circle';
  ALTER TABLE "pages_blocks_testimonials" ADD COLUMN "interval" numeric DEFAULT 7000;
  ALTER TABLE "_pages_v_blocks_hero_slider" ADD COLUMN "speed" numeric DEFAULT 600;
  ALTER TABLE "_pages_v_blocks_hero_slider" ADD COLUMN "arrow_style" "enum__pages_v_blocks_hero_slider_arrow_style" DEFAULT 'circle';
  ALTER TABLE "_pages_v_blocks_testimonials" ADD COLUMN "interval" numeric DEFAULT 7000;
  ALTER TABLE "posts_blocks_hero_slider" ADD COLUMN "speed" numeric DEFAULT 600;
  ALTER TABLE "posts_blocks_hero_slider" ADD COLUMN "arrow_style" "enum_posts_blocks_hero_slider_arrow_style" DEFAULT 'circle';
  ALTER TABLE "posts_blocks_testimonials" ADD COLUMN "interval" numeric DEFAULT 7000;
  ALTER TABLE "_posts_v_blocks_hero_slider" ADD COLUMN "speed" numeric DEFAULT 600;
  ALTER TABLE "_posts_v_blocks_hero_slider" ADD COLUMN "arrow_style" "enum__posts_v_blocks_hero_slider_arrow_style" DEFAULT 'circle';
  ALTER TABLE "_posts_v_blocks_testimonials" ADD COLUMN "interval" numeric DEFAULT 7000;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_slider" DROP COLUMN "speed";
  ALTER TABLE "pages_blocks_hero_slider" DROP COLUMN "arrow_style";
  ALTER TABLE "pages_blocks_testimonials" DROP COLUMN "interval";
  ALTER TABLE "_pages_v_blocks_hero_slider" DROP COLUMN "speed";
  ALTER TABLE "_pages_v_blocks_hero_slider" DROP COLUMN "arrow_style";
  ALTER TABLE "_pages_v_blocks_testimonials" DROP COLUMN "interval";
  ALTER TABLE "posts_blocks_hero_slider" DROP COLUMN "speed";
  ALTER TABLE "posts_blocks_hero_slider" DROP COLUMN "arrow_style";
  ALTER TABLE "posts_blocks_testimonials" DROP COLUMN "interval";
  ALTER TABLE "_posts_v_blocks_hero_slider" DROP COLUMN "speed";
  ALTER TABLE "_posts_v_blocks_hero_slider" DROP COLUMN "arrow_style";
  ALTER TABLE "_posts_v_blocks_testimonials" DROP COLUMN "interval";
  DROP TYPE "public"."enum_pages_blocks_hero_slider_arrow_style";
  DROP TYPE "public"."enum__pages_v_blocks_hero_slider_arrow_style";
  DROP TYPE "public"."enum_posts_blocks_hero_slider_arrow_style";
  DROP TYPE "public"."enum__posts_v_blocks_hero_slider_arrow_style";`)
}
