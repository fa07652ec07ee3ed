/** Word lists of the demo-template data (English, like the template it imitates). */
export const FIRST_NAMES = [
  'Galen', 'Halsey', 'Marjory', 'Cyrill', 'Maggy', 'Silvain', 'Breena', 'Jordan', 'Stella', 'Lorine',
  'Dorothea', 'Kristi', 'Warren', 'Andrew', 'Yvonne', 'Beatrice', 'Mauro', 'Priya', 'Kenji', 'Amara',
  'Lucas', 'Sofia', 'Mateo', 'Aisha', 'Omar', 'Elena', 'Noah', 'Ingrid', 'Tomas', 'Wei',
];
export const LAST_NAMES = [
  'Slixby', 'Redmore', 'Risley', 'Daine', 'Hurran', 'Halstead', 'Gallemore', 'Stevenson', 'Ganderton', 'Hischke',
  'Ferrari', 'Cruz', 'Powell', 'Burke', 'Moreno', 'Okafor', 'Tanaka', 'Rossi', 'Nguyen', 'Schmidt',
  'Haddad', 'Larsen', 'Dubois', 'Kowalski', 'Silva', 'Novak', 'Fischer', 'Ahmed', 'Bennett', 'Lindqvist',
];
export const COMPANIES = [
  'Yotz PVT LTD', 'Skinder PVT LTD', 'Oozz PVT LTD', 'Aimbo PVT LTD', 'Jaxbean PVT LTD', 'Jazzy PVT LTD',
  'Pixoboo PVT LTD', 'Tekfly PVT LTD', 'Gigaclub PVT LTD', 'Wordware PVT LTD', 'Voolith PVT LTD', 'Flashdog PVT LTD',
];
export const COUNTRIES = ['China', 'France', 'United States', 'Egypt', 'Brazil', 'Japan', 'Germany', 'India', 'Morocco', 'Canada'];
export const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example.com'];
export const STREETS = ['Mendez Plains', 'Sea Breeze Road', 'Hill Park', 'Pine Lane', 'Oak Avenue', 'Harbor Street', 'Willow Way', 'Maple Court'];
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
