-- The region whose capital is Jizan reads in the city's spelling: "Jizan, Jizan Region", not
-- "Jizan, Jazan Region" (issue 47). A shop that renamed it keeps its own name.
UPDATE "regions" SET "name_en" = 'Jizan Region' WHERE "code" = 'SA-09' AND "name_en" = 'Jazan Region';
