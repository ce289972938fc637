-- Sales leads of the superadmin area and their comments (platform.md: Lead, Lead comment).
CREATE TABLE leads (
  id                  serial PRIMARY KEY,
  first_name          text NOT NULL CHECK (btrim(first_name) <> ''),
  last_name           text NOT NULL CHECK (btrim(last_name) <> ''),
  email               text NOT NULL,
  phone_number        text NOT NULL CHECK (btrim(phone_number) <> ''),
  name_of_business    text NOT NULL CHECK (btrim(name_of_business) <> ''),
  street_address      text,
  city                text,
  state               text,
  zip                 text,
  country             text,
  number_of_locations integer CHECK (number_of_locations >= 0),
  extra_information   text,
  status              text NOT NULL DEFAULT 'NEW'
    CHECK (status IN ('NEW', 'CONTACTED', 'QUALIFIED', 'CONVERTED', 'LOST')),
  sales_rep_id        integer REFERENCES users(id) ON DELETE SET NULL,
  -- The attachment: a stored file under DATA_DIR/uploads (never the client's name in the path).
  attachment_path     text,
  attachment_name     text,
  attachment_type     text,
  date_created        timestamptz NOT NULL DEFAULT now(),
  date_updated        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lead_comments (
  id           serial PRIMARY KEY,
  lead_id      integer NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
  body         text NOT NULL CHECK (btrim(body) <> ''),
  added_by     integer NOT NULL REFERENCES users(id),
  date_created timestamptz NOT NULL DEFAULT now(),
  date_updated timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_comments_lead_idx ON lead_comments (lead_id, id);
