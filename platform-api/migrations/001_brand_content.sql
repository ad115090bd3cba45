-- Brands and the content the shell reads at start: settings per channel, languages, translations.
CREATE TABLE brands (
  id text PRIMARY KEY,
  name text NOT NULL,
  settings_web jsonb NOT NULL,
  settings_mobile jsonb NOT NULL,
  tabs jsonb NOT NULL DEFAULT '[]'
);

CREATE TABLE languages (
  id integer PRIMARY KEY,
  name text NOT NULL,
  locale text NOT NULL UNIQUE,
  external_locale text NOT NULL
);

CREATE TABLE translations (
  locale text NOT NULL,
  key text NOT NULL,
  text text NOT NULL,
  PRIMARY KEY (locale, key)
);

CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  remote text,
  phase text NOT NULL,
  message text NOT NULL,
  stack text,
  url text,
  user_agent text
);

CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
