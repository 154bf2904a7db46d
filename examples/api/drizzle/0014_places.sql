CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"region_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_region_code_index" ON "cities" USING btree ("region_code");--> statement-breakpoint
CREATE INDEX "regions_country_code_index" ON "regions" USING btree ("country_code");--> statement-breakpoint
-- The shop's list of places (identifiers, English and Arabic names); a shop adds its own by rows.
INSERT INTO "countries" ("code", "name_en", "name_ar") VALUES ('SA', 'Saudi Arabia', 'السعودية') ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "regions" ("code", "country_code", "name_en", "name_ar", "position") VALUES
  ('SA-01', 'SA', 'Riyadh Region', 'منطقة الرياض', 0),
  ('SA-02', 'SA', 'Makkah Region', 'منطقة مكة المكرمة', 1),
  ('SA-03', 'SA', 'Madinah Region', 'منطقة المدينة المنورة', 2),
  ('SA-04', 'SA', 'Eastern Province', 'المنطقة الشرقية', 3),
  ('SA-05', 'SA', 'Al-Qassim Region', 'منطقة القصيم', 4),
  ('SA-06', 'SA', 'Ha''il Region', 'منطقة حائل', 5),
  ('SA-07', 'SA', 'Tabuk Region', 'منطقة تبوك', 6),
  ('SA-08', 'SA', 'Northern Borders Region', 'منطقة الحدود الشمالية', 7),
  ('SA-09', 'SA', 'Jazan Region', 'منطقة جازان', 8),
  ('SA-10', 'SA', 'Najran Region', 'منطقة نجران', 9),
  ('SA-11', 'SA', 'Al-Bahah Region', 'منطقة الباحة', 10),
  ('SA-12', 'SA', 'Al-Jawf Region', 'منطقة الجوف', 11),
  ('SA-14', 'SA', 'Asir Region', 'منطقة عسير', 12)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "cities" ("code", "region_code", "name_en", "name_ar", "position") VALUES
  ('riyadh', 'SA-01', 'Riyadh', 'الرياض', 0),
  ('al-kharj', 'SA-01', 'Al Kharj', 'الخرج', 1),
  ('jeddah', 'SA-02', 'Jeddah', 'جدة', 2),
  ('makkah', 'SA-02', 'Makkah', 'مكة المكرمة', 3),
  ('taif', 'SA-02', 'Taif', 'الطائف', 4),
  ('madinah', 'SA-03', 'Madinah', 'المدينة المنورة', 5),
  ('yanbu', 'SA-03', 'Yanbu', 'ينبع', 6),
  ('dammam', 'SA-04', 'Dammam', 'الدمام', 7),
  ('khobar', 'SA-04', 'Khobar', 'الخبر', 8),
  ('al-ahsa', 'SA-04', 'Al Ahsa', 'الأحساء', 9),
  ('jubail', 'SA-04', 'Jubail', 'الجبيل', 10),
  ('buraydah', 'SA-05', 'Buraydah', 'بريدة', 11),
  ('unaizah', 'SA-05', 'Unaizah', 'عنيزة', 12),
  ('hail', 'SA-06', 'Hail', 'حائل', 13),
  ('tabuk', 'SA-07', 'Tabuk', 'تبوك', 14),
  ('arar', 'SA-08', 'Arar', 'عرعر', 15),
  ('jizan', 'SA-09', 'Jizan', 'جازان', 16),
  ('sabya', 'SA-09', 'Sabya', 'صبيا', 17),
  ('najran', 'SA-10', 'Najran', 'نجران', 18),
  ('al-bahah', 'SA-11', 'Al Bahah', 'الباحة', 19),
  ('sakaka', 'SA-12', 'Sakaka', 'سكاكا', 20),
  ('abha', 'SA-14', 'Abha', 'أبها', 21),
  ('khamis-mushait', 'SA-14', 'Khamis Mushait', 'خميس مشيط', 22)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Saved addresses name their places by identifier: a city found by its English or Arabic name
-- (letter forms folded) gives the city, its region and its country; a city the list does not
-- know keeps its text, and is shown as typed.
UPDATE "addresses" AS a SET "city" = c."code", "state" = c."region_code", "country" = r."country_code"
FROM "cities" AS c JOIN "regions" AS r ON r."code" = c."region_code"
WHERE translate(regexp_replace(lower(trim(a."city")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي') IN (translate(regexp_replace(lower(trim(c."name_en")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), translate(regexp_replace(lower(trim(c."name_ar")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), c."code");--> statement-breakpoint
UPDATE "addresses" AS a SET "country" = co."code" FROM "countries" AS co
WHERE a."country" <> co."code" AND translate(regexp_replace(lower(trim(a."country")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي') IN (translate(regexp_replace(lower(trim(co."name_en")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), translate(regexp_replace(lower(trim(co."name_ar")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), lower(co."code"));--> statement-breakpoint
-- The copies of addresses that orders keep, the same way.
UPDATE "orders" AS o SET "address" = o."address" || jsonb_build_object('city', c."code", 'state', c."region_code", 'country', r."country_code")
FROM "cities" AS c JOIN "regions" AS r ON r."code" = c."region_code"
WHERE translate(regexp_replace(lower(trim(o."address"->>'city')), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي') IN (translate(regexp_replace(lower(trim(c."name_en")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), translate(regexp_replace(lower(trim(c."name_ar")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), c."code");--> statement-breakpoint
-- The settings' shipping cities by identifier, each with the branch in that city (if any).
UPDATE "shop_settings" AS s SET "value" = jsonb_set(s."value", '{shipping,cities}', coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'city', coalesce(c."code", e->>'city'),
    'cost', e->'cost',
    'branch', (SELECT b."slug" FROM "branches" AS b WHERE translate(regexp_replace(lower(trim(b."city_en")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي') = translate(regexp_replace(lower(trim(c."name_en")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي') LIMIT 1)
  ) ORDER BY t.n)
  FROM jsonb_array_elements(s."value"->'shipping'->'cities') WITH ORDINALITY AS t(e, n)
  LEFT JOIN "cities" AS c ON translate(regexp_replace(lower(trim(e->>'city')), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي') IN (translate(regexp_replace(lower(trim(c."name_en")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), translate(regexp_replace(lower(trim(c."name_ar")), '[ًٌٍَُِّْـ]', '', 'g'), 'أإآةى', 'اااهي'), c."code")
), '[]'::jsonb))
WHERE jsonb_typeof(s."value"->'shipping'->'cities') = 'array';
