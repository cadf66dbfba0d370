import type { BlockType } from '../../shared/blocks/definitions.ts';
import type { StoredBlock } from '../blocks/render-blocks.tsx';

const image = (hash: string, fileName: string, altText: string, size?: { width: number; height: number }) => ({
  hash,
  fileName,
  altText,
  ...(size ? { fileID: 1, cropParams: { x: 0, y: 0, ...size, rotate: 0, scaleX: 1 as const, scaleY: 1 as const } } : {}),
});

/**
 * One representative block per type. Typed by BlockType, so adding a block type without a
 * sample here (and so without a render test) fails to compile.
 */
export const SAMPLE_BLOCKS: Record<BlockType, StoredBlock> = {
  hero: {
    type: 'hero',
    key: 'hero1',
    anchorPoint: '',
    props: {
      title: 'Nature as inspiration',
      subtitle: 'Research and advice on nature, more than 1000 projects a year.',
      buttons: [
        { label: 'About us', link: '/over-verdant', variant: 'primary' },
        { label: 'Our projects', link: '/en-gb/projects', variant: 'secondary' },
      ],
    },
    __images: { background: [image('aaaaaaaaaaaaaaaa', 'heath land.jpg', 'Heathland at dawn', { width: 1600, height: 900 })] },
    __files: {},
  },
  pageHeader: {
    type: 'pageHeader',
    key: 'header1',
    anchorPoint: '',
    props: { title: 'Projects', intro: 'More than 1000 projects a year.' },
    __images: {},
    __files: {},
  },
  richText: {
    type: 'richText',
    key: 'rich1',
    anchorPoint: 'about',
    props: {
      html: '<h2>The concern</h2><p>Biodiversity is <strong>declining</strong>. <a href="/en-gb/themes">See our themes</a>.</p><ul><li>Insects</li><li>Meadow birds</li></ul>',
    },
    __images: {},
    __files: { attachments: [{ hash: 'bbbbbbbbbbbbbbbb', fileName: 'annual report 2024.pdf' }] },
  },
  image: {
    type: 'image',
    key: 'image1',
    anchorPoint: '',
    props: { caption: 'A kingfisher at the Lek' },
    __images: { image: [image('cccccccccccccccc', 'kingfisher.jpg', 'Kingfisher on a branch', { width: 1200, height: 800 })] },
    __files: {},
  },
  textWithImage: {
    type: 'textWithImage',
    key: 'twi1',
    anchorPoint: '',
    props: {
      title: 'How it works',
      html: '<p>We survey, analyse and advise.</p>',
      imagePosition: 'left',
      buttons: [{ label: 'Read about our approach', link: '/en-gb/about', variant: 'primary' }],
    },
    __images: { image: [image('dddddddddddddddd', 'field work.jpg', 'Ecologist counting plants')] },
    __files: {},
  },
  buttons: {
    type: 'buttons',
    key: 'buttons1',
    anchorPoint: '',
    props: {
      buttons: [
        { label: 'Contact us', link: '/en-gb/contact', variant: 'primary' },
        { label: 'Visit our LinkedIn page', link: 'https://www.linkedin.com/company/example', variant: 'secondary' },
      ],
    },
    __images: {},
    __files: {},
  },
  threeCards: {
    type: 'threeCards',
    key: 'cards1',
    anchorPoint: '',
    props: {
      title: 'What we do',
      cards: [
        { title: 'Themes', text: 'Biodiversity, restoring ecology and more.', linkLabel: 'All themes', link: '/en-gb/themes' },
        { title: 'Services', text: 'Monitoring, lab analyses and advice.', linkLabel: 'All services', link: '/en-gb/services' },
        { title: 'Innovation', text: 'New methods for nature research.', linkLabel: '', link: '/en-gb/innovation' },
      ],
    },
    __images: { cards: [image('eeeeeeeeeeeeeeee', 'themes.jpg', 'Meadow'), image('ffffffffffffffff', 'services.jpg', 'Microscope')] },
    __files: {},
  },
  quote: {
    type: 'quote',
    key: 'quote1',
    anchorPoint: '',
    props: { text: 'Nature is not a luxury, it is our foundation.', author: 'Anna de Vries', role: 'Director' },
    __images: { portrait: [image('1111111111111111', 'anna.jpg', 'Anna de Vries')] },
    __files: {},
  },
  video: {
    type: 'video',
    key: 'video1',
    anchorPoint: '',
    props: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'A day in the field' },
    __images: {},
    __files: {},
  },
  pageList: {
    type: 'pageList',
    key: 'list1',
    anchorPoint: '',
    props: { title: 'Latest news', pageType: 'news', limit: 3 },
    __images: {},
    __files: {},
  },
  relatedProjects: {
    type: 'relatedProjects',
    key: 'related1',
    anchorPoint: '',
    props: { title: '', theme: 'BIODIVERSITY', service: 'NONE', limit: 6 },
    __images: {},
    __files: {},
  },
  teamMembers: {
    type: 'teamMembers',
    key: 'team1',
    anchorPoint: '',
    props: {
      title: 'Our team',
      intro: 'Ecologists, researchers and advisors.',
      groups: ['SUPPORT', 'MANAGEMENT', 'RESEARCHERS_AND_ADVISORS', 'TEAM_LEADERS'],
    },
    __images: {},
    __files: {},
  },
  teamMember: {
    type: 'teamMember',
    key: 'member1',
    anchorPoint: '',
    props: {
      name: 'Bram Jansen',
      function: 'Senior ecologist',
      description: 'Bram studies bats and their flight routes.',
      specialties: ['Bats', 'Acoustic monitoring'],
      professionalNetworkUrl: 'https://www.linkedin.com/in/example',
    },
    __images: { portrait: [image('2222222222222222', 'bram.jpg', 'Portrait of Bram Jansen', { width: 600, height: 600 })] },
    __files: {},
  },
  officesMap: { type: 'officesMap', key: 'offices1', anchorPoint: '', props: { title: 'Our offices' }, __images: {}, __files: {} },
  contactForm: {
    type: 'contactForm',
    key: 'contact1',
    anchorPoint: 'contact',
    props: { title: 'Get in touch', intro: 'We reply within two working days.' },
    __images: {},
    __files: {},
  },
  searchBox: {
    type: 'searchBox',
    key: 'search1',
    anchorPoint: '',
    props: { title: 'Direct search', placeholder: '' },
    __images: {},
    __files: {},
  },
  callToAction: {
    type: 'callToAction',
    key: 'cta1',
    anchorPoint: '',
    props: {
      title: 'Let us show you',
      text: 'Curious what we can do for your project?',
      buttons: [{ label: 'Contact us', link: '/en-gb/contact', variant: 'primary' }],
    },
    __images: {},
    __files: {},
  },
};
