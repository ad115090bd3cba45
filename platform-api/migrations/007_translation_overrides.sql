-- The remotes own their texts (each release carries its locale files); the platform keeps only the
-- operators' overrides, per set (translationsId; a brand's own set is named after the brand).
DROP TABLE translations;

CREATE TABLE translation_overrides (
  translations_id text NOT NULL,
  locale text NOT NULL,
  key text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (translations_id, locale, key)
);
