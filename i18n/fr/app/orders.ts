/** Tableau des commandes e-commerce (`app.orders.*`). */
export default {
  title: 'Commandes',
  subtitle: 'Commandes e-commerce de démonstration, recherchées, triées et paginées dans le navigateur',
  search: 'Rechercher des commandes',
  empty: 'Aucune commande ne correspond à cette recherche.',
  paid_of: '%{paid} encaissés',
  fields: {
    product: 'Produit',
    date: 'Date de commande',
    buyer: 'Acheteur',
    payment: 'Paiement',
    status: 'Statut de la commande',
    received: 'Paiement reçu',
  },
  status: {
    completed: 'Terminée',
    confirmed: 'Confirmée',
    cancelled: 'Annulée',
  },
  received: {
    fully_paid: 'Payée en totalité',
    partially_paid: 'Payée en partie',
    unpaid: 'Impayée',
  },
};
