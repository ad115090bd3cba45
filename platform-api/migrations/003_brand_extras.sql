-- Brand content beyond settings: submenus, external URLs, adverts, HTML widgets, coupons, margins, external header.
ALTER TABLE brands ADD COLUMN content jsonb NOT NULL DEFAULT '{}';
