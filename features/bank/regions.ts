/** The regions of Tanzania (mainland and Zanzibar) for the city-select field; proper names, not translated. */
export const TANZANIA_REGIONS = [
  'Dar es Salaam', 'Arusha', 'Dodoma', 'Geita', 'Iringa', 'Kagera', 'Katavi', 'Kigoma', 'Kilimanjaro', 'Lindi', 'Manyara',
  'Mara', 'Mbeya', 'Morogoro', 'Mtwara', 'Mwanza', 'Njombe', 'Pwani', 'Rukwa', 'Ruvuma', 'Shinyanga', 'Simiyu', 'Singida',
  'Songwe', 'Tabora', 'Tanga', 'Zanzibar Urban West', 'Zanzibar North', 'Zanzibar South', 'Pemba North', 'Pemba South',
] as const

/** Days of the month for the day field: 1-31. */
export const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1))
