// Italian province codes (sigle) for postal addresses (docs/requirements/validation.md "Address").
//
// Table dated 2025: the 107 sigle accepted by Poste Italiane and listed by ISTAT. SU (Sud
// Sardegna) comes from the 2016 Sardinian reform, which merged CI and VS into it and returned OG
// and OT to Nuoro and Sassari. Friuli-Venezia Giulia and Sicily reorganised their provinces as
// regional bodies, but their sigle stay in postal use, so they are kept.
// Sardinia is changing again: regional laws of 2021 and 2023 create a Sassari metropolitan city
// and the provinces of Gallura Nord-Est Sardegna, Ogliastra, Medio Campidano and Sulcis
// Iglesiente (the last decree was signed in March 2025), and Sud Sardegna is being wound up during
// 2025-2026. No new sigle were fixed for postal use when this table was written, so SU, CA, SS,
// NU and OR remain the codes written on addresses there. Review this table when Poste and ISTAT
// publish new sigle: adding a code is safe, removing one would reject saved addresses.

/** A province of the table: its two-letter code, its name and its region. */
export interface Province {
  /** Two capital letters, e.g. `MI`. */
  readonly code: string;
  /** Italian name, e.g. `Milano`. */
  readonly name: string;
  /** Italian region, e.g. `Lombardia`. */
  readonly region: string;
}

/** The 107 Italian province codes valid for postal use in 2025, alphabetical, with name and region. */
export const PROVINCES = [
  { code: 'AG', name: 'Agrigento', region: 'Sicilia' },
  { code: 'AL', name: 'Alessandria', region: 'Piemonte' },
  { code: 'AN', name: 'Ancona', region: 'Marche' },
  { code: 'AO', name: 'Aosta', region: 'Valle d’Aosta' },
  { code: 'AP', name: 'Ascoli Piceno', region: 'Marche' },
  { code: 'AQ', name: 'L’Aquila', region: 'Abruzzo' },
  { code: 'AR', name: 'Arezzo', region: 'Toscana' },
  { code: 'AT', name: 'Asti', region: 'Piemonte' },
  { code: 'AV', name: 'Avellino', region: 'Campania' },
  { code: 'BA', name: 'Bari', region: 'Puglia' },
  { code: 'BG', name: 'Bergamo', region: 'Lombardia' },
  { code: 'BI', name: 'Biella', region: 'Piemonte' },
  { code: 'BL', name: 'Belluno', region: 'Veneto' },
  { code: 'BN', name: 'Benevento', region: 'Campania' },
  { code: 'BO', name: 'Bologna', region: 'Emilia-Romagna' },
  { code: 'BR', name: 'Brindisi', region: 'Puglia' },
  { code: 'BS', name: 'Brescia', region: 'Lombardia' },
  { code: 'BT', name: 'Barletta-Andria-Trani', region: 'Puglia' },
  { code: 'BZ', name: 'Bolzano', region: 'Trentino-Alto Adige' },
  { code: 'CA', name: 'Cagliari', region: 'Sardegna' },
  { code: 'CB', name: 'Campobasso', region: 'Molise' },
  { code: 'CE', name: 'Caserta', region: 'Campania' },
  { code: 'CH', name: 'Chieti', region: 'Abruzzo' },
  { code: 'CL', name: 'Caltanissetta', region: 'Sicilia' },
  { code: 'CN', name: 'Cuneo', region: 'Piemonte' },
  { code: 'CO', name: 'Como', region: 'Lombardia' },
  { code: 'CR', name: 'Cremona', region: 'Lombardia' },
  { code: 'CS', name: 'Cosenza', region: 'Calabria' },
  { code: 'CT', name: 'Catania', region: 'Sicilia' },
  { code: 'CZ', name: 'Catanzaro', region: 'Calabria' },
  { code: 'EN', name: 'Enna', region: 'Sicilia' },
  { code: 'FC', name: 'Forlì-Cesena', region: 'Emilia-Romagna' },
  { code: 'FE', name: 'Ferrara', region: 'Emilia-Romagna' },
  { code: 'FG', name: 'Foggia', region: 'Puglia' },
  { code: 'FI', name: 'Firenze', region: 'Toscana' },
  { code: 'FM', name: 'Fermo', region: 'Marche' },
  { code: 'FR', name: 'Frosinone', region: 'Lazio' },
  { code: 'GE', name: 'Genova', region: 'Liguria' },
  { code: 'GO', name: 'Gorizia', region: 'Friuli-Venezia Giulia' },
  { code: 'GR', name: 'Grosseto', region: 'Toscana' },
  { code: 'IM', name: 'Imperia', region: 'Liguria' },
  { code: 'IS', name: 'Isernia', region: 'Molise' },
  { code: 'KR', name: 'Crotone', region: 'Calabria' },
  { code: 'LC', name: 'Lecco', region: 'Lombardia' },
  { code: 'LE', name: 'Lecce', region: 'Puglia' },
  { code: 'LI', name: 'Livorno', region: 'Toscana' },
  { code: 'LO', name: 'Lodi', region: 'Lombardia' },
  { code: 'LT', name: 'Latina', region: 'Lazio' },
  { code: 'LU', name: 'Lucca', region: 'Toscana' },
  { code: 'MB', name: 'Monza e della Brianza', region: 'Lombardia' },
  { code: 'MC', name: 'Macerata', region: 'Marche' },
  { code: 'ME', name: 'Messina', region: 'Sicilia' },
  { code: 'MI', name: 'Milano', region: 'Lombardia' },
  { code: 'MN', name: 'Mantova', region: 'Lombardia' },
  { code: 'MO', name: 'Modena', region: 'Emilia-Romagna' },
  { code: 'MS', name: 'Massa-Carrara', region: 'Toscana' },
  { code: 'MT', name: 'Matera', region: 'Basilicata' },
  { code: 'NA', name: 'Napoli', region: 'Campania' },
  { code: 'NO', name: 'Novara', region: 'Piemonte' },
  { code: 'NU', name: 'Nuoro', region: 'Sardegna' },
  { code: 'OR', name: 'Oristano', region: 'Sardegna' },
  { code: 'PA', name: 'Palermo', region: 'Sicilia' },
  { code: 'PC', name: 'Piacenza', region: 'Emilia-Romagna' },
  { code: 'PD', name: 'Padova', region: 'Veneto' },
  { code: 'PE', name: 'Pescara', region: 'Abruzzo' },
  { code: 'PG', name: 'Perugia', region: 'Umbria' },
  { code: 'PI', name: 'Pisa', region: 'Toscana' },
  { code: 'PN', name: 'Pordenone', region: 'Friuli-Venezia Giulia' },
  { code: 'PO', name: 'Prato', region: 'Toscana' },
  { code: 'PR', name: 'Parma', region: 'Emilia-Romagna' },
  { code: 'PT', name: 'Pistoia', region: 'Toscana' },
  { code: 'PU', name: 'Pesaro e Urbino', region: 'Marche' },
  { code: 'PV', name: 'Pavia', region: 'Lombardia' },
  { code: 'PZ', name: 'Potenza', region: 'Basilicata' },
  { code: 'RA', name: 'Ravenna', region: 'Emilia-Romagna' },
  { code: 'RC', name: 'Reggio Calabria', region: 'Calabria' },
  { code: 'RE', name: 'Reggio Emilia', region: 'Emilia-Romagna' },
  { code: 'RG', name: 'Ragusa', region: 'Sicilia' },
  { code: 'RI', name: 'Rieti', region: 'Lazio' },
  { code: 'RM', name: 'Roma', region: 'Lazio' },
  { code: 'RN', name: 'Rimini', region: 'Emilia-Romagna' },
  { code: 'RO', name: 'Rovigo', region: 'Veneto' },
  { code: 'SA', name: 'Salerno', region: 'Campania' },
  { code: 'SI', name: 'Siena', region: 'Toscana' },
  { code: 'SO', name: 'Sondrio', region: 'Lombardia' },
  { code: 'SP', name: 'La Spezia', region: 'Liguria' },
  { code: 'SR', name: 'Siracusa', region: 'Sicilia' },
  { code: 'SS', name: 'Sassari', region: 'Sardegna' },
  { code: 'SU', name: 'Sud Sardegna', region: 'Sardegna' },
  { code: 'SV', name: 'Savona', region: 'Liguria' },
  { code: 'TA', name: 'Taranto', region: 'Puglia' },
  { code: 'TE', name: 'Teramo', region: 'Abruzzo' },
  { code: 'TN', name: 'Trento', region: 'Trentino-Alto Adige' },
  { code: 'TO', name: 'Torino', region: 'Piemonte' },
  { code: 'TP', name: 'Trapani', region: 'Sicilia' },
  { code: 'TR', name: 'Terni', region: 'Umbria' },
  { code: 'TS', name: 'Trieste', region: 'Friuli-Venezia Giulia' },
  { code: 'TV', name: 'Treviso', region: 'Veneto' },
  { code: 'UD', name: 'Udine', region: 'Friuli-Venezia Giulia' },
  { code: 'VA', name: 'Varese', region: 'Lombardia' },
  { code: 'VB', name: 'Verbano-Cusio-Ossola', region: 'Piemonte' },
  { code: 'VC', name: 'Vercelli', region: 'Piemonte' },
  { code: 'VE', name: 'Venezia', region: 'Veneto' },
  { code: 'VI', name: 'Vicenza', region: 'Veneto' },
  { code: 'VR', name: 'Verona', region: 'Veneto' },
  { code: 'VT', name: 'Viterbo', region: 'Lazio' },
  { code: 'VV', name: 'Vibo Valentia', region: 'Calabria' },
] as const satisfies readonly Province[];

/** A province code of the table. */
export type ProvinceCode = (typeof PROVINCES)[number]['code'];

const PROVINCES_BY_CODE: ReadonlyMap<string, Province> = /* @__PURE__ */ new Map(
  PROVINCES.map((province) => [province.code, province]),
);

/** Returns a province code trimmed and upper-cased. */
export function normalizeProvince(code: string): string {
  return code.trim().toUpperCase();
}

/** Whether a value is a province code of the table, once trimmed and upper-cased. */
export function isValidProvince(code: string): boolean {
  return PROVINCES_BY_CODE.has(normalizeProvince(code));
}

/** Returns the province of a code (any case), or undefined when the table does not have it. */
export function provinceByCode(code: string): Province | undefined {
  return PROVINCES_BY_CODE.get(normalizeProvince(code));
}
