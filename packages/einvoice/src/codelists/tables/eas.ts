/**
 * CEF Electronic Address Scheme (EAS) codes (BT-34-1, BT-49-1).
 * Code values: exactly the set the CEN EN 16931 validation artefacts 1.3.15 check (BR-CL-25), as bundled in
 * KoSIT validator-configuration-xrechnung 2026-01-31 (XRechnung 3.0.2, CIUS rules 2.5.0).
 * Names (en): CEF EAS code list.
 */

/** 100 codes */
export const EAS_CODES = `
0002 0007 0009 0037 0060 0088 0096 0097 0106 0130 0135 0142 0147 0151 0154 0158 0170 0177 0183 0184
0188 0190 0191 0192 0193 0194 0195 0196 0198 0199 0200 0201 0202 0203 0204 0205 0208 0209 0210 0211
0212 0213 0215 0216 0217 0218 0219 0220 0221 0225 0230 0235 0240 0244 9910 9913 9914 9915 9918 9919
9920 9922 9923 9924 9925 9926 9927 9928 9929 9930 9931 9932 9933 9934 9935 9936 9937 9938 9939 9940
9941 9942 9943 9944 9945 9946 9947 9948 9949 9950 9951 9952 9953 9957 9959 AN AQ AS AU EM
`;

/** code|name */
export const EAS_NAMES_EN = `
0002|System Information et Repertoire des Entreprise et des Etablissements: SIRENE
0007|Organisationsnummer (Swedish legal entities)
0009|SIRET-CODE
0037|LY-tunnus
0060|Data Universal Numbering System (D-U-N-S Number)
0088|EAN Location Code
0096|DANISH CHAMBER OF COMMERCE Scheme (EDIRA compliant)
0097|FTI - Ediforum Italia, (EDIRA compliant)
0106|Vereniging van Kamers van Koophandel en Fabrieken in Nederland (Association of Chambers of Commerce and Industry in the Netherlands), Scheme (EDIRA compliant)
0130|Directorates of the European Commission
0135|SIA Object Identifiers
0142|SECETI Object Identifiers
0147|Standard Company Code
0151|Australian Business Number (ABN) Scheme
0154|Identification number of economic subjects: (ICO)
0158|Identification number of economic subject (ICO) Act on State Statistics of 29 November 2001, § 27
0170|Teikoku Company Code
0177|Odette International Limited
0183|Numéro d'identification suisse des enterprises (IDE), Swiss Unique Business Identification Number (UIDB)
0184|DIGSTORG
0188|Corporate Number of The Social Security and Tax Number System
0190|Dutch Originator's Identification Number
0191|Centre of Registers and Information Systems of the Ministry of Justice
0192|Enhetsregisteret ved Bronnoysundregisterne
0193|UBL.BE party identifier
0194|KOIOS Open Technical Dictionary
0195|Singapore UEN identifier
0196|Kennitala - Iceland legal id for individuals and legal entities
0198|ERSTORG
0199|Legal Entity Identifier (LEI)
0200|Legal entity code (Lithuania)
0201|Codice Univoco Unità Organizzativa iPA
0202|Indirizzo di Posta Elettronica Certificata
0203|eDelivery Network Participant identifier
0204|Leitweg-ID
0205|CODDEST
0208|Numero d'entreprise / ondernemingsnummer / Unternehmensnummer
0209|GS1 identification keys
0210|CODICE FISCALE
0211|PARTITA IVA
0212|Finnish Organization Identifier
0213|Finnish Organization Value Add Tax Identifier
0215|Net service ID
0216|OVTcode
0217|The Netherlands Chamber of Commerce and Industry establishment number
0218|Unified registration number (Latvia)
0221|The registered number of the qualified invoice issuer (Japan)
0225|FRCTC ELECTRONIC ADDRESS
0230|National e-Invoicing Framework (Malaysia)
0235|UAE Tax Identification Number (TIN)
0240|Register of legal persons (in French : Répertoire des personnes morales)
9910|Hungary VAT number
9913|Business Registers Network
9914|Österreichische Umsatzsteuer-Identifikationsnummer
9915|Österreichisches Verwaltungs bzw. Organisationskennzeichen
9918|SOCIETY FOR WORLDWIDE INTERBANK FINANCIAL, TELECOMMUNICATION S.W.I.F.T
9919|Kennziffer des Unternehmensregisters
9920|Agencia Española de Administración Tributaria
9922|Andorra VAT number
9923|Albania VAT number
9924|Bosnia and Herzegovina VAT number
9925|Belgium VAT number
9926|Bulgaria VAT number
9927|Switzerland VAT number
9928|Cyprus VAT number
9929|Czech Republic VAT number
9930|Germany VAT number
9931|Estonia VAT number
9932|United Kingdom VAT number
9933|Greece VAT number
9934|Croatia VAT number
9935|Ireland VAT number
9936|Liechtenstein VAT number
9937|Lithuania VAT number
9938|Luxemburg VAT number
9939|Latvia VAT number
9940|Monaco VAT number
9941|Montenegro VAT number
9942|Macedonia, the former Yugoslav Republic of VAT number
9943|Malta VAT number
9944|Netherlands VAT number
9945|Poland VAT number
9946|Portugal VAT number
9947|Romania VAT number
9948|Serbia VAT number
9949|Slovenia VAT number
9950|Slovakia VAT number
9951|San Marino VAT number
9952|Turkey VAT number
9953|Holy See (Vatican City State) VAT number
9957|French VAT number
9959|Employer Identification Number (EIN, USA)
AN|O.F.T.P. (ODETTE File Transfer Protocol)
AQ|X.400 address for mail text
AS|AS2 exchange
AU|File Transfer Protocol
EM|Electronic mail (SMTP)
`;
