import type en from '../../en/app/error';

export default {
  server: 'Erreur du serveur : %{msg} code=%{code}',
  network: 'Le serveur est injoignable. Vérifiez la connexion et réessayez ; votre saisie est conservée.',
  stale: '%{name} a modifié cet enregistrement à %{at}, après votre ouverture : rien n’a été enregistré. Rechargez pour voir la modification.',
  still_used: 'Suppression impossible : %{list} y font encore référence. Modifiez-les ou supprimez-les d’abord.',
  list_separator: ', ',
  validation: 'Certains champs sont à corriger',
  validation_details: 'Certains champs sont à corriger : %{details}',
  not_found_title: 'Page introuvable',
  not_found_text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  not_authorized_title: 'Accès non autorisé',
  not_authorized_text: 'Votre compte ne peut pas ouvrir « %{name} ». Demandez l’accès à un administrateur.',
  not_authorized_text_unnamed: 'Votre compte ne peut pas ouvrir cette page. Demandez l’accès à un administrateur.',
  back_home: 'Retour à l’accueil',
  screen_failed: 'Cet écran n’a pas pu s’afficher.',
  retry: 'Réessayer',
  chunk_load: 'Une partie de l’application n’a pas pu être chargée. Vérifiez la connexion et rechargez la page.',
} satisfies Record<keyof typeof en, string>;
