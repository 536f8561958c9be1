/** English messages of the contact pages (part of en.ts, the source of keys). */
const contactEn = {
  contact: {
    // docs/product.md §5 and §8: the exact wording of the form's warnings and results
    tips: 'Tips',
    emailFormat: 'Please fill in the correct email format',
    nameRequired: 'Please fill in your name and contact information',
    sentTitle: 'Sent successfully',
    sentBody: 'Your message has been submitted',
    tooMany: 'Too many messages were sent from your address. Please try again later.',
    network:
      'Your message could not be sent because the connection failed. What you typed is still here: please try again.',
    /** docs/product.md §8: the API answered success:false */
    fail: 'Your message could not be sent. What you typed is still here: please try again later.',
    failTitle: 'Not sent',
    // the form
    formTitle: 'Send us a message',
    formIntro: 'Tell us about your event, your club or your question. Fields marked * are required.',
    name: 'Name',
    email: 'E-mail',
    emailHint: 'Optional, so that we can write back to you',
    subject: 'Subject',
    message: 'Message',
    required: 'required',
    send: 'Send message',
    sending: 'Sending…',
    honeypot: 'Leave this field empty',
    close: 'Close',
    // contact details (from the site's data configuration)
    detailsTitle: 'Get in touch',
    general: 'Business enquiries',
    jobs: 'Job enquiries',
    phone: 'Phone',
    // offices and the map
    officesTitle: 'Our offices',
    officesLead: 'Where to find us, by the water.',
    showOnMap: 'Show on the map',
    showOfficeOnMap: 'Show on the map: {{name}}',
    mapLabel: 'Map of our offices',
    mapLoading: 'Loading the map…',
    mapNoScript: 'The interactive map needs JavaScript; the offices are listed here.',
    tilesFailed: 'The map background could not be loaded. The markers and the list of offices are still shown.',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
};

export default contactEn;
