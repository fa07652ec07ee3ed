export default {
  server: 'Server error: %{msg} code=%{code}',
  network: 'The server cannot be reached. Check the connection and retry; your input is kept.',
  validation: 'Some fields need attention',
  validation_details: 'Some fields need changes: %{details}',
  not_found_title: 'Page not found',
  not_found_text: 'The page you are looking for does not exist or has moved.',
  not_authorized_title: 'Not authorized',
  not_authorized_text: 'Your account does not hold the privilege this page needs (%{code}).',
  back_home: 'Back to home',
  screen_failed: 'This screen failed to display.',
  retry: 'Retry',
  chunk_load: 'A part of the application could not be loaded. Check the connection and reload.',
};
