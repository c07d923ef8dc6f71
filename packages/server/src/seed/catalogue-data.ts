/** A kind of product of a leaf category: base name, formats, unit, price range per format. */
export interface ProductKind {
  /** Base name, e.g. `Pomodori pelati`. */
  name: string;
  /** Variants appended to the name (flavour, cut...), one picked per product. */
  variants?: readonly string[];
  /** Formats in grams, millilitres or pieces (by `unit`). */
  formats: readonly number[];
  unit: 'g' | 'ml' | 'pz';
  /** Price in euro of 1 kg, 1 l or 1 piece (before the format). */
  basePrice: number;
  /** Sold loose by weight (TIPOLOGIA Sfuso). */
  loose?: boolean;
}

/** A leaf category and its product kinds. */
interface LeafData {
  name: string;
  kinds: readonly ProductKind[];
}

/** A department: name, icon, and its second-level categories with their leaves. */
interface DepartmentData {
  name: string;
  icon: string;
  color: string;
  description: string;
  children: ReadonlyArray<{ name: string; leaves: readonly LeafData[] }>;
}

const k = (
  name: string,
  formats: number[],
  unit: ProductKind['unit'],
  basePrice: number,
  variants?: string[],
  loose?: boolean,
): ProductKind => ({
  name,
  formats,
  unit,
  basePrice,
  ...(variants ? { variants } : {}),
  ...(loose ? { loose } : {}),
});

/** The grocery departments of the seeded catalogue (3 levels). */
export const DEPARTMENTS: readonly DepartmentData[] = [
  {
    name: 'Frutta e verdura',
    icon: 'mdi-fruit-cherries',
    color: '#4caf50',
    description: 'Frutta e verdura fresca di stagione, anche sfusa.',
    children: [
      {
        name: 'Frutta',
        leaves: [
          {
            name: 'Mele e pere',
            kinds: [
              k('Mele', [1000], 'g', 2.2, ['Golden', 'Fuji', 'Gala', 'Renetta', 'Pink Lady'], true),
              k('Pere', [1000], 'g', 2.6, ['Abate', 'Williams', 'Kaiser'], true),
            ],
          },
          {
            name: 'Agrumi',
            kinds: [
              k('Arance', [1000, 2000], 'g', 1.9, ['Tarocco', 'Navel', 'Moro'], true),
              k('Limoni', [500, 1000], 'g', 2.8, ['di Sicilia', 'Amalfi'], true),
              k('Mandarini', [1000], 'g', 2.5, ['Clementine', 'Tardivi'], true),
            ],
          },
          {
            name: 'Frutta esotica',
            kinds: [
              k('Banane', [1000], 'g', 1.8, ['Cavendish', 'Bio'], true),
              k('Ananas', [1], 'pz', 2.5, ['Extra dolce']),
              k('Avocado', [2, 4], 'pz', 1.3, ['Hass']),
            ],
          },
        ],
      },
      {
        name: 'Verdura',
        leaves: [
          {
            name: 'Insalate',
            kinds: [
              k('Insalata', [125, 250], 'g', 9.5, [
                'Iceberg',
                'Lattughino',
                'Rucola',
                'Valeriana',
                'Misticanza',
              ]),
              k('Lattuga', [1], 'pz', 1.2, ['Romana', 'Gentile']),
            ],
          },
          {
            name: 'Pomodori',
            kinds: [
              k(
                'Pomodori',
                [500, 1000],
                'g',
                3.2,
                ['Ciliegino', 'Datterino', 'Cuore di bue', 'Ramato', 'San Marzano'],
                true,
              ),
            ],
          },
          {
            name: 'Patate e cipolle',
            kinds: [
              k('Patate', [1500, 2500], 'g', 1.4, ['a pasta gialla', 'novelle', 'rosse']),
              k('Cipolle', [500, 1000], 'g', 1.9, ['dorate', 'rosse di Tropea', 'bianche']),
            ],
          },
        ],
      },
      {
        name: 'Erbe e funghi',
        leaves: [
          {
            name: 'Erbe aromatiche',
            kinds: [
              k('Basilico', [40], 'g', 30, ['in vaso', 'fresco']),
              k('Prezzemolo', [50], 'g', 22, ['riccio', 'liscio']),
            ],
          },
          {
            name: 'Funghi',
            kinds: [
              k('Funghi', [250, 400], 'g', 9, ['champignon', 'porcini', 'pioppini', 'chiodini']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Carne',
    icon: 'mdi-food-steak',
    color: '#c62828',
    description: 'Carne bovina, suina e avicola, selezionata e tracciata.',
    children: [
      {
        name: 'Bovino',
        leaves: [
          {
            name: 'Bistecche e tagliate',
            kinds: [
              k('Bistecca di manzo', [300, 500], 'g', 24, [
                'di scottona',
                'fiorentina',
                'di controfiletto',
              ]),
              k('Tagliata di manzo', [350], 'g', 26, ['di scamone']),
            ],
          },
          {
            name: 'Macinato',
            kinds: [k('Macinato di bovino', [400, 700], 'g', 11, ['scelto', 'magro', 'per ragù'])],
          },
        ],
      },
      {
        name: 'Suino',
        leaves: [
          {
            name: 'Salsicce',
            kinds: [
              k('Salsiccia di suino', [400, 500], 'g', 9.5, [
                'luganega',
                'al finocchietto',
                'piccante',
              ]),
            ],
          },
          {
            name: 'Braciole e arrosti',
            kinds: [
              k('Braciole di maiale', [500, 800], 'g', 8.9, ['con osso', 'disossate']),
              k('Arista di maiale', [1000], 'g', 10.5, ['al forno', 'aromatizzata']),
            ],
          },
        ],
      },
      {
        name: 'Pollo e tacchino',
        leaves: [
          {
            name: 'Petto e fesa',
            kinds: [
              k('Petto di pollo', [400, 650], 'g', 12.5, ['a fette', 'intero', 'bio']),
              k('Fesa di tacchino', [300, 500], 'g', 14, ['a fette', 'a bocconcini']),
            ],
          },
          {
            name: 'Pollo intero e cosce',
            kinds: [
              k('Cosce di pollo', [700, 1000], 'g', 6.9, ['con pelle', 'allevato a terra']),
              k('Pollo intero', [1300], 'g', 5.9, ['pronto a cuocere']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Pesce',
    icon: 'mdi-fish',
    color: '#0277bd',
    description: 'Pesce fresco, surgelato e conservato.',
    children: [
      {
        name: 'Pesce fresco',
        leaves: [
          {
            name: 'Filetti',
            kinds: [
              k('Filetto di salmone', [250, 400], 'g', 26, ['norvegese', 'scozzese']),
              k('Filetto di merluzzo', [300], 'g', 19, ['atlantico']),
            ],
          },
          {
            name: 'Molluschi e crostacei',
            kinds: [
              k('Cozze', [1000], 'g', 4.5, ['pulite', 'del Mediterraneo']),
              k('Gamberi', [300], 'g', 22, ['rosa', 'argentini']),
            ],
          },
        ],
      },
      {
        name: 'Pesce conservato',
        leaves: [
          {
            name: 'Tonno in scatola',
            kinds: [
              k('Tonno all’olio di oliva', [80, 160, 240], 'g', 15, [
                'pinne gialle',
                'a trancio',
                'al naturale',
              ]),
            ],
          },
          {
            name: 'Sgombri e alici',
            kinds: [
              k('Filetti di sgombro', [125], 'g', 18, ['all’olio', 'al naturale']),
              k('Filetti di alici', [50, 90], 'g', 40, ['all’olio', 'piccanti']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Latticini e uova',
    icon: 'mdi-cheese',
    color: '#f9a825',
    description: 'Latte, yogurt, formaggi, burro e uova.',
    children: [
      {
        name: 'Latte e yogurt',
        leaves: [
          {
            name: 'Latte',
            kinds: [
              k('Latte', [500, 1000], 'ml', 1.6, [
                'intero',
                'parzialmente scremato',
                'senza lattosio',
                'alta qualità',
              ]),
            ],
          },
          {
            name: 'Yogurt',
            kinds: [
              k('Yogurt', [125, 500], 'g', 4.2, [
                'bianco',
                'greco',
                'alla fragola',
                'ai frutti di bosco',
                'alla vaniglia',
              ]),
            ],
          },
        ],
      },
      {
        name: 'Formaggi',
        leaves: [
          {
            name: 'Formaggi freschi',
            kinds: [
              k('Mozzarella', [125, 250], 'g', 10, [
                'fior di latte',
                'di bufala campana DOP',
                'senza lattosio',
              ]),
              k('Ricotta', [250], 'g', 7.5, ['vaccina', 'di pecora']),
              k('Stracchino', [200], 'g', 9.5, ['cremoso']),
            ],
          },
          {
            name: 'Formaggi stagionati',
            kinds: [
              k('Parmigiano Reggiano DOP', [200, 500], 'g', 24, [
                '24 mesi',
                '30 mesi',
                'grattugiato',
              ]),
              k('Grana Padano DOP', [250, 500], 'g', 17, ['stagionato', 'grattugiato']),
              k('Pecorino Romano DOP', [200], 'g', 19, ['stagionato']),
            ],
          },
        ],
      },
      {
        name: 'Uova e burro',
        leaves: [
          {
            name: 'Uova',
            kinds: [
              k('Uova fresche', [6, 10], 'pz', 0.38, [
                'da galline allevate a terra',
                'biologiche',
                'grandi',
              ]),
            ],
          },
          {
            name: 'Burro e panna',
            kinds: [
              k('Burro', [125, 250], 'g', 11, ['da panna di centrifuga', 'senza lattosio']),
              k('Panna da cucina', [200], 'ml', 6.5, ['fresca', 'UHT']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Salumi e gastronomia',
    icon: 'mdi-food-drumstick',
    color: '#ad1457',
    description: 'Affettati, salumi tipici e piatti pronti.',
    children: [
      {
        name: 'Salumi',
        leaves: [
          {
            name: 'Prosciutti',
            kinds: [
              k('Prosciutto crudo', [80, 100], 'g', 38, [
                'di Parma DOP',
                'San Daniele DOP',
                'stagionato',
              ]),
              k('Prosciutto cotto', [100, 150], 'g', 26, ['alta qualità', 'senza polifosfati']),
            ],
          },
          {
            name: 'Salami e mortadella',
            kinds: [
              k('Salame', [100, 250], 'g', 25, ['Milano', 'Napoli', 'ungherese', 'felino']),
              k('Mortadella Bologna IGP', [120, 200], 'g', 18, ['con pistacchio', 'classica']),
            ],
          },
        ],
      },
      {
        name: 'Gastronomia',
        leaves: [
          {
            name: 'Piatti pronti',
            kinds: [
              k('Lasagne', [350, 700], 'g', 9, ['alla bolognese', 'ai funghi', 'vegetariane']),
              k('Insalata di riso', [300], 'g', 11, ['classica']),
            ],
          },
          {
            name: 'Sughi freschi',
            kinds: [
              k('Pesto alla genovese', [130, 190], 'g', 22, ['con basilico DOP', 'senza aglio']),
              k('Ragù fresco', [250], 'g', 14, ['di manzo']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Pane e pasticceria',
    icon: 'mdi-baguette',
    color: '#8d6e63',
    description: 'Pane fresco, sostituti del pane, dolci da forno.',
    children: [
      {
        name: 'Pane',
        leaves: [
          {
            name: 'Pane fresco',
            kinds: [
              k(
                'Pane',
                [300, 500],
                'g',
                4.5,
                ['casereccio', 'integrale', 'ai cereali', 'pugliese'],
                true,
              ),
              k('Focaccia', [300], 'g', 8, ['genovese', 'alle olive']),
            ],
          },
          {
            name: 'Pane confezionato',
            kinds: [
              k('Pancarrè', [400], 'g', 4.2, ['classico', 'integrale']),
              k('Piadina', [300], 'g', 8, ['romagnola', 'integrale']),
            ],
          },
        ],
      },
      {
        name: 'Sostituti del pane',
        leaves: [
          {
            name: 'Crackers e grissini',
            kinds: [
              k('Crackers', [250, 500], 'g', 5, [
                'salati',
                'non salati in superficie',
                'integrali',
              ]),
              k('Grissini', [250], 'g', 7, ['torinesi', 'al rosmarino']),
            ],
          },
          {
            name: 'Fette biscottate',
            kinds: [
              k('Fette biscottate', [315, 630], 'g', 5.5, [
                'classiche',
                'integrali',
                'senza zuccheri aggiunti',
              ]),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Dispensa',
    icon: 'mdi-pasta',
    color: '#ef6c00',
    description: 'Pasta, riso, conserve, olio e condimenti.',
    children: [
      {
        name: 'Pasta e riso',
        leaves: [
          {
            name: 'Pasta secca',
            kinds: [
              k('Pasta di semola', [500, 1000], 'g', 2.4, [
                'Spaghetti',
                'Penne rigate',
                'Fusilli',
                'Rigatoni',
                'Linguine',
                'Farfalle',
                'Mezze maniche',
              ]),
              k('Pasta integrale', [500], 'g', 3.6, ['Spaghetti', 'Penne']),
            ],
          },
          {
            name: 'Riso',
            kinds: [
              k('Riso', [1000], 'g', 3.2, [
                'Carnaroli',
                'Arborio',
                'Basmati',
                'Vialone Nano',
                'parboiled',
              ]),
            ],
          },
          {
            name: 'Pasta all’uovo',
            kinds: [
              k('Pasta all’uovo', [250, 500], 'g', 7, ['Tagliatelle', 'Pappardelle', 'Fettuccine']),
            ],
          },
        ],
      },
      {
        name: 'Conserve',
        leaves: [
          {
            name: 'Pomodoro',
            kinds: [
              k('Pomodori pelati', [400, 800], 'g', 2.6, ['interi', 'a pezzettoni']),
              k('Passata di pomodoro', [500, 700], 'g', 2.4, ['classica', 'rustica']),
              k('Polpa di pomodoro', [400], 'g', 2.5, ['fine', 'a cubetti']),
            ],
          },
          {
            name: 'Legumi',
            kinds: [
              k('Ceci', [400], 'g', 2.5, ['lessati', 'secchi']),
              k('Fagioli', [400], 'g', 2.6, ['borlotti', 'cannellini']),
              k('Lenticchie', [400, 500], 'g', 4, ['secche', 'lessate']),
            ],
          },
        ],
      },
      {
        name: 'Olio e condimenti',
        leaves: [
          {
            name: 'Olio',
            kinds: [
              k('Olio extravergine di oliva', [500, 750, 1000], 'ml', 11, [
                '100% italiano',
                'biologico',
                'DOP Toscano',
              ]),
              k('Olio di semi di girasole', [1000], 'ml', 2.9, ['alto oleico']),
            ],
          },
          {
            name: 'Aceto e sale',
            kinds: [
              k('Aceto balsamico di Modena IGP', [250, 500], 'ml', 9, ['invecchiato']),
              k('Sale marino', [1000], 'g', 0.9, ['grosso', 'fino', 'iodato']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Colazione e dolci',
    icon: 'mdi-coffee',
    color: '#6d4c41',
    description: 'Caffè, biscotti, cereali, marmellate e snack dolci.',
    children: [
      {
        name: 'Caffè e tè',
        leaves: [
          {
            name: 'Caffè',
            kinds: [
              k('Caffè macinato', [250, 500], 'g', 14, ['per moka', 'espresso', 'decaffeinato']),
              k('Caffè in capsule', [10, 30], 'pz', 0.32, ['intenso', 'cremoso', 'decaffeinato']),
              k('Caffè in grani', [1000], 'g', 16, ['miscela arabica']),
            ],
          },
          {
            name: 'Tè e tisane',
            kinds: [
              k('Tè', [20, 50], 'pz', 0.12, ['nero', 'verde', 'al limone']),
              k('Tisana', [20], 'pz', 0.15, ['camomilla', 'finocchio', 'frutti di bosco']),
            ],
          },
        ],
      },
      {
        name: 'Biscotti e cereali',
        leaves: [
          {
            name: 'Biscotti',
            kinds: [
              k('Biscotti', [350, 700], 'g', 6, [
                'frollini',
                'al cacao',
                'integrali',
                'con gocce di cioccolato',
              ]),
            ],
          },
          {
            name: 'Cereali',
            kinds: [
              k('Cereali', [375, 500], 'g', 8, [
                'corn flakes',
                'muesli',
                'fiocchi d’avena',
                'al cioccolato',
              ]),
            ],
          },
        ],
      },
      {
        name: 'Creme e marmellate',
        leaves: [
          {
            name: 'Confetture',
            kinds: [
              k('Confettura extra', [340], 'g', 9, [
                'di albicocche',
                'di fragole',
                'di ciliegie',
                'di frutti di bosco',
              ]),
            ],
          },
          {
            name: 'Miele e creme',
            kinds: [
              k('Miele', [250, 500], 'g', 15, ['di acacia', 'millefiori', 'di castagno']),
              k('Crema spalmabile', [400, 750], 'g', 10, ['alle nocciole', 'al pistacchio']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Surgelati',
    icon: 'mdi-snowflake',
    color: '#00838f',
    description: 'Verdure, pesce, pizze e gelati surgelati.',
    children: [
      {
        name: 'Verdure surgelate',
        leaves: [
          {
            name: 'Verdure',
            kinds: [
              k('Spinaci', [450, 1000], 'g', 4, ['in foglia', 'a cubetti']),
              k('Piselli', [450, 1000], 'g', 4.5, ['finissimi', 'novelli']),
              k('Minestrone', [750], 'g', 4, ['tradizionale', 'con legumi']),
            ],
          },
          {
            name: 'Patatine',
            kinds: [
              k('Patatine fritte', [750, 1000], 'g', 3.5, ['classiche', 'rustiche', 'da forno']),
            ],
          },
        ],
      },
      {
        name: 'Piatti surgelati',
        leaves: [
          {
            name: 'Pizze',
            kinds: [
              k('Pizza', [330, 400], 'g', 8, [
                'margherita',
                'prosciutto e funghi',
                'ai quattro formaggi',
                'diavola',
              ]),
            ],
          },
          {
            name: 'Pesce surgelato',
            kinds: [
              k('Bastoncini di merluzzo', [300, 450], 'g', 12, ['classici', 'integrali']),
              k('Filetti di platessa', [400], 'g', 13, ['panati']),
            ],
          },
        ],
      },
      {
        name: 'Gelati',
        leaves: [
          {
            name: 'Vaschette e coni',
            kinds: [
              k('Gelato', [500, 750], 'g', 10, [
                'alla vaniglia',
                'al cioccolato',
                'alla stracciatella',
                'al pistacchio',
              ]),
              k('Coni gelato', [4, 6], 'pz', 1, ['alla panna', 'al cacao']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Bevande',
    icon: 'mdi-bottle-wine',
    color: '#6a1b9a',
    description: 'Acqua, bibite, succhi, birra e vino.',
    children: [
      {
        name: 'Acqua e bibite',
        leaves: [
          {
            name: 'Acqua',
            kinds: [
              k('Acqua minerale', [500, 1500], 'ml', 0.25, [
                'naturale',
                'frizzante',
                'leggermente frizzante',
              ]),
            ],
          },
          {
            name: 'Bibite',
            kinds: [
              k('Bibita', [330, 1500], 'ml', 1.3, [
                'cola',
                'aranciata',
                'limonata',
                'tè al limone',
                'tè alla pesca',
              ]),
              k('Succo di frutta', [200, 1000], 'ml', 2.4, ['pesca', 'pera', 'albicocca', 'ACE']),
            ],
          },
        ],
      },
      {
        name: 'Birra e vino',
        leaves: [
          {
            name: 'Birra',
            kinds: [
              k('Birra', [330, 660], 'ml', 3.4, ['lager', 'rossa', 'weiss', 'artigianale IPA']),
            ],
          },
          {
            name: 'Vino',
            kinds: [
              k('Vino rosso', [750], 'ml', 9, [
                'Chianti DOCG',
                'Montepulciano d’Abruzzo DOC',
                'Primitivo di Manduria DOC',
                'Barbera d’Asti DOCG',
              ]),
              k('Vino bianco', [750], 'ml', 8.5, [
                'Pinot grigio DOC',
                'Vermentino di Sardegna DOC',
                'Falanghina DOC',
              ]),
              k('Prosecco DOC', [750], 'ml', 10, ['extra dry', 'brut']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Cura della persona',
    icon: 'mdi-lotion',
    color: '#d81b60',
    description: 'Igiene personale, cura del corpo e dei capelli.',
    children: [
      {
        name: 'Igiene',
        leaves: [
          {
            name: 'Bagnoschiuma e saponi',
            kinds: [
              k('Bagnoschiuma', [500, 750], 'ml', 4.5, ['idratante', 'al talco', 'agli agrumi']),
              k('Sapone liquido', [300], 'ml', 6, ['antibatterico', 'al latte']),
            ],
          },
          {
            name: 'Igiene orale',
            kinds: [
              k('Dentifricio', [75, 100], 'ml', 25, [
                'sbiancante',
                'gengive sensibili',
                'al fluoro',
              ]),
              k('Spazzolino', [1, 2], 'pz', 2.5, ['medio', 'morbido']),
            ],
          },
        ],
      },
      {
        name: 'Capelli e corpo',
        leaves: [
          {
            name: 'Shampoo',
            kinds: [
              k('Shampoo', [250, 400], 'ml', 11, [
                'antiforfora',
                'capelli secchi',
                'uso frequente',
              ]),
            ],
          },
          {
            name: 'Deodoranti',
            kinds: [k('Deodorante', [50, 150], 'ml', 28, ['spray', 'roll-on', 'stick'])],
          },
        ],
      },
    ],
  },
  {
    name: 'Casa e pulizia',
    icon: 'mdi-spray-bottle',
    color: '#37474f',
    description: 'Detersivi, carta e prodotti per la casa.',
    children: [
      {
        name: 'Bucato',
        leaves: [
          {
            name: 'Detersivi lavatrice',
            kinds: [
              k('Detersivo lavatrice', [1500, 3000], 'ml', 3.5, [
                'liquido',
                'igienizzante',
                'per capi delicati',
              ]),
              k('Ammorbidente', [1500], 'ml', 2.6, ['concentrato', 'muschio bianco']),
            ],
          },
        ],
      },
      {
        name: 'Pulizia casa',
        leaves: [
          {
            name: 'Piatti e superfici',
            kinds: [
              k('Detersivo piatti', [750, 1100], 'ml', 2.8, ['al limone', 'all’aceto']),
              k('Sgrassatore', [750], 'ml', 4, ['universale', 'al Marsiglia']),
            ],
          },
          {
            name: 'Carta',
            kinds: [
              k('Carta igienica', [4, 8, 12], 'pz', 0.45, ['2 veli', '3 veli']),
              k('Rotoli asciugatutto', [2, 4], 'pz', 1.2, ['maxi', 'compostabili']),
            ],
          },
        ],
      },
    ],
  },
  {
    name: 'Infanzia e animali',
    icon: 'mdi-baby-carriage',
    color: '#7cb342',
    description: 'Prodotti per bambini e per i nostri animali.',
    children: [
      {
        name: 'Infanzia',
        leaves: [
          {
            name: 'Pannolini',
            kinds: [k('Pannolini', [20, 40], 'pz', 0.3, ['taglia 3', 'taglia 4', 'taglia 5'])],
          },
          {
            name: 'Omogeneizzati',
            kinds: [
              k('Omogeneizzato', [80, 160], 'g', 14, [
                'di mela',
                'di pera',
                'di manzo',
                'di pollo',
              ]),
            ],
          },
        ],
      },
      {
        name: 'Animali',
        leaves: [
          {
            name: 'Cani',
            kinds: [
              k('Cibo umido per cani', [400, 1250], 'g', 3.5, ['al manzo', 'al pollo']),
              k('Crocchette per cani', [1500, 3000], 'g', 4.2, ['adult', 'puppy']),
            ],
          },
          {
            name: 'Gatti',
            kinds: [
              k('Cibo umido per gatti', [85, 400], 'g', 7, ['al salmone', 'al tonno', 'al pollo']),
              k('Lettiera per gatti', [5000], 'g', 1.1, ['agglomerante']),
            ],
          },
        ],
      },
    ],
  },
];

/** Fictional Italian brands, grouped by department index (the last group is shared). */
export const BRANDS: readonly (readonly string[])[] = [
  ['Orto del Sole', 'Campi Verdi', 'Frutteti Alpini'],
  ['Macelleria Padana', 'Valle Bruna', 'Cortile Antico'],
  ['Mare Nostrum', 'Pescatori di Levante', 'Baia Azzurra'],
  ['Latteria Alpina', 'Prati d’Oro', 'Casearia Emiliana'],
  ['Norcineria Umbra', 'Salumificio Collina', 'Gastronomia Nonna Rina'],
  ['Forno Antico', 'Mulino Bianco Sole', 'Panificio Castello'],
  ['Pastificio Aurora', 'Colline d’Oro', 'Oleificio del Garda', 'Riseria Lomellina'],
  ['Torrefazione Centrale', 'Dolce Risveglio', 'Apicoltura Monti'],
  ['Gelo Italia', 'Surgelati del Nord', 'Polo Freddo'],
  ['Fonte Chiara', 'Birrificio Lario', 'Cantine Colle Alto', 'Agrumi di Sicilia'],
  ['Bellezza Naturale', 'Sorriso Bianco', 'Cura Mia'],
  ['Casa Splendente', 'Bucato Fresco', 'Carta Morbida'],
  ['Piccoli Passi', 'Amici a Quattro Zampe'],
  ['Carrello', 'Scelta Carrello', 'Carrello Bio'],
];
