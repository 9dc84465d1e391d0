import type { SeedPage } from '../types.ts';
import { guidePage } from './guides-shared.ts';
import { imageSet, singleImage } from './media.ts';
import { block, info, tr } from './text.ts';

/** The group honours pages of Guangzhou and Hengqin: the awards of each resort. */

const gzHonours = guidePage(
  'GZ',
  'GROUP_HONOR',
  tr('榮譽與獎項', '荣誉与奖项', 'Awards and honours'),
  [
    block('GZ-HONOR-INTRO', 'ABOUT_CARD', tr('我們的承諾', '我们的承诺', 'Our promise'), [
      info(
        'promise',
        tr(
          '照顧動物，也照顧每位客人',
          '照顾动物，也照顾每位客人',
          'Caring for animals and for every guest',
        ),
        tr('二十五年的堅持', '25年的坚持', 'Twenty-five years of commitment'),
        tr(
          '<p>廣州奇境由 1999 年的一座野生動物園開始，至今已照顧超過五百種、兩萬多隻動物。我們的獸醫和飼養團隊全年無休，每一個展區都按照國際動物福利標準設計。</p><p>以下獎項屬於每一位同事，也屬於多年來支持我們的客人。</p>',
          '<p>广州奇境从1999年的一座野生动物园起步，至今已照顾超过500种、2万多只动物。我们的兽医和饲养团队全年无休，每一个展区都按照国际动物福利标准设计。</p><p>以下奖项属于每一位同事，也属于多年来支持我们的客人。</p>',
          '<p>Guangzhou Wonderland began as a single safari park in 1999 and today cares for more than 20,000 animals of over 500 species. Our vets and keepers work every day of the year, and every habitat is designed to international animal-welfare standards.</p><p>These awards belong to every one of our colleagues, and to the guests who have supported us over the years.</p>',
        ),
        { imgLink: singleImage('gz/about') },
      ),
    ]),
    block('GZ-HONOR-AWARDS', 'ARTICLE_BOX', tr('獎項', '奖项', 'Awards'), [
      info(
        'animal-welfare',
        tr('國際動物福利認證', '国际动物福利认证', 'International animal-welfare accreditation'),
        tr(
          '野生動物世界連續十年通過',
          '野生动物世界连续十年通过',
          'Safari Park, ten years running',
        ),
        tr(
          '<p>野生動物世界連續十年通過國際動物園及水族館協會的動物福利評審，評審範圍包括展區設計、獸醫護理、飲食及行為豐富化。</p><p>園內大熊貓繁育中心至今已成功繁育十二隻熊貓寶寶，其中三隻已回到四川參與野化培訓。</p>',
          '<p>野生动物世界连续十年通过国际动物园及水族馆协会的动物福利评审，评审范围包括展区设计、兽医护理、饮食及行为丰容。</p><p>园内大熊猫繁育中心至今已成功繁育12只熊猫宝宝，其中3只已回到四川参与野化培训。</p>',
          '<p>For ten years in a row the Safari Park has passed the animal-welfare review of the international zoo and aquarium association, which covers habitat design, veterinary care, diet and behavioural enrichment.</p><p>Our giant panda breeding centre has raised twelve cubs so far, three of which have returned to Sichuan for rewilding training.</p>',
        ),
        { imgLink: singleImage('gz/honor-welfare') },
      ),
      info(
        'green',
        tr('綠色度假區金獎', '绿色度假区金奖', 'Green Resort Gold Award'),
        tr('太陽能與循環用水', '太阳能与循环用水', 'Solar power and recycled water'),
        tr(
          '<p>廣州度假區屋頂太陽能板每年發電逾八百萬度，園內九成廢水經處理後用於灌溉草原和花園。</p><p>餐廳已全面停用即棄膠餐具，園內設有四十個回收站，歡迎大家一起減少廢物。</p>',
          '<p>广州度假区屋顶太阳能板每年发电超过800万度，园内九成污水经处理后用于灌溉草原和花园。</p><p>餐厅已全面停用一次性塑料餐具，园内设有40个回收站，欢迎大家一起减少废物。</p>',
          '<p>Rooftop solar panels at the Guangzhou resort generate more than eight million kWh a year, and ninety per cent of its waste water is treated and reused to water the savanna and gardens.</p><p>Our restaurants no longer use disposable plastic tableware, and forty recycling points around the parks help everyone cut waste.</p>',
        ),
        { imgLink: singleImage('home/honor-2') },
      ),
      info(
        'parents-choice',
        tr('家長之選大獎', '家长之选大奖', 'Parents’ Choice Award'),
        tr('熊貓酒店獲家長投票選出', '熊猫酒店获家长投票选出', 'Panda Hotel, voted by parents'),
        tr(
          '<p>超過十萬名家長投票，熊貓酒店獲選為<strong>最受歡迎親子酒店</strong>。家長最欣賞的是熊貓主題家庭房、兒童泳池，以及由專業導師帶領的兒童俱樂部。</p>',
          '<p>超过10万名家长投票，熊猫酒店被评为<strong>最受欢迎亲子酒店</strong>。家长最欣赏的是熊猫主题家庭房、儿童泳池，以及由专业老师带领的儿童俱乐部。</p>',
          '<p>More than 100,000 parents voted the Panda Hotel their <strong>favourite family hotel</strong>. What they liked best: the panda family rooms, the children’s pool and the kids’ club run by trained instructors.</p>',
        ),
        { imgLink: singleImage('home/honor-3') },
      ),
    ]),
    block('GZ-HONOR-GALLERY', 'GALLERY', tr('得獎時刻', '获奖时刻', 'Award moments'), [
      info(
        'moments',
        tr('廣州奇境的得獎時刻', '广州奇境的获奖时刻', 'Award moments in Guangzhou'),
        tr('由熊貓谷到頒獎台', '从熊猫谷到领奖台', 'From Panda Valley to the stage'),
        tr(
          '<p>感謝每一位飼養員、獸醫和前線同事。</p>',
          '<p>感谢每一位饲养员、兽医和一线同事。</p>',
          '<p>Thank you to every keeper, vet and front-line colleague.</p>',
        ),
        { imgLink: imageSet(['gz/honor-welfare', 'home/honor-2', 'home/honor-3', 'gz/gallery-2']) },
      ),
    ]),
  ],
);

const zhHonours = guidePage(
  'ZH',
  'GROUP_HONOR',
  tr('榮譽與獎項', '荣誉与奖项', 'Awards and honours'),
  [
    block('ZH-HONOR-INTRO', 'ABOUT_CARD', tr('我們的承諾', '我们的承诺', 'Our promise'), [
      info(
        'promise',
        tr(
          '守護海洋，從認識開始',
          '守护海洋，从认识开始',
          'Protecting the ocean starts with knowing it',
        ),
        tr('海洋王國的使命', '海洋王国的使命', 'Ocean Kingdom’s mission'),
        tr(
          '<p>海洋王國希望每一位客人離開時，都比來的時候更愛海洋。我們的海洋生物學家與大學合作研究鯨鯊和珊瑚，並把研究成果帶進展館和課堂。</p><p>以下獎項肯定了團隊多年來的努力。</p>',
          '<p>海洋王国希望每一位客人离开时，都比来的时候更爱海洋。我们的海洋生物学家与大学合作研究鲸鲨和珊瑚，并把研究成果带进展馆和课堂。</p><p>以下奖项肯定了团队多年来的努力。</p>',
          '<p>We want every guest to leave Ocean Kingdom loving the sea a little more than when they arrived. Our marine biologists study whale sharks and corals with university partners and bring what they learn into the halls and classrooms.</p><p>These awards recognise years of work by the whole team.</p>',
        ),
        { imgLink: singleImage('zh/about') },
      ),
    ]),
    block('ZH-HONOR-AWARDS', 'ARTICLE_BOX', tr('獎項', '奖项', 'Awards'), [
      info(
        'best-park',
        tr('亞洲最佳主題公園', '亚洲最佳主题公园', 'Best Theme Park in Asia'),
        tr('連續五年獲獎', '连续五年获奖', 'Five years running'),
        tr(
          '<p>海洋王國憑鯨鯊館及極地探險區，連續五年獲亞洲主題公園業界評選為<strong>最佳主題公園</strong>。評審特別讚賞鯨鯊館的八米高觀景窗，以及全年保持 10°C 以下的極地探險館。</p>',
          '<p>海洋王国凭借鲸鲨馆和极地探险区，连续五年被亚洲主题公园业界评为<strong>最佳主题公园</strong>。评委特别称赞鲸鲨馆8米高的观景窗，以及全年保持在10°C以下的极地探险馆。</p>',
          '<p>Ocean Kingdom has been voted <strong>Best Theme Park</strong> by Asia’s theme-park industry five years in a row. The judges singled out the eight-metre window of the Whale Shark Hall and Polar Adventure, kept below 10 °C all year round.</p>',
        ),
        { imgLink: singleImage('home/honor-1') },
      ),
      info(
        'conservation',
        tr('海洋保育貢獻獎', '海洋保护贡献奖', 'Ocean Conservation Award'),
        tr('珊瑚育苗及鯨鯊研究', '珊瑚育苗及鲸鲨研究', 'Coral nursery and whale shark research'),
        tr(
          '<p>海洋科學館的珊瑚育苗室至今已培育超過三千株珊瑚，並移植到南海的珊瑚礁。鯨鯊研究團隊則為野生鯨鯊建立了照片識別資料庫，讓科學家追蹤牠們的遷徙路線。</p><ul><li>三千多株珊瑚移植回大海</li><li>二百多條野生鯨鯊建檔</li><li>每年超過一萬名學生參與保育課程</li></ul>',
          '<p>海洋科学馆的珊瑚育苗室至今已培育超过3000株珊瑚，并移植到南海的珊瑚礁。鲸鲨研究团队则为野生鲸鲨建立了照片识别数据库，帮助科学家追踪它们的迁徙路线。</p><ul><li>3000多株珊瑚移植回大海</li><li>200多条野生鲸鲨建档</li><li>每年超过1万名学生参与保护课程</li></ul>',
          '<p>The coral nursery at the Marine Science Museum has grown more than three thousand corals and replanted them on reefs in the South China Sea. Our whale shark team has built a photo-identification database of wild whale sharks that helps scientists follow their migrations.</p><ul><li>More than 3,000 corals returned to the sea</li><li>More than 200 wild whale sharks identified</li><li>Over 10,000 students a year in our conservation classes</li></ul>',
        ),
        { imgLink: singleImage('zh/honor-ocean') },
      ),
      info(
        'night-show',
        tr('最佳夜間表演', '最佳夜间表演', 'Best Night-time Show'),
        tr('海洋之夜煙花匯演', '海洋之夜烟花汇演', 'Ocean Nights Fireworks Show'),
        tr(
          '<p>海洋之夜結合水幕、煙花和激光，獲主題娛樂業界選為<strong>年度最佳夜間表演</strong>。今年全新編排的終章加入一百發高空煙花，配合水幕上的鯨鯊動畫。</p>',
          '<p>海洋之夜结合水幕、烟花和激光，被主题娱乐业界评为<strong>年度最佳夜间表演</strong>。今年全新编排的终章加入100发高空烟花，配合水幕上的鲸鲨动画。</p>',
          '<p>Combining a water screen, fireworks and lasers, Ocean Nights was named <strong>Best Night-time Show of the year</strong> by the themed entertainment industry. This year’s new finale adds a hundred high-altitude shells above an animated whale shark on the water screen.</p>',
        ),
        { imgLink: singleImage('zh/card-show') },
      ),
    ]),
    block('ZH-HONOR-GALLERY', 'GALLERY', tr('得獎時刻', '获奖时刻', 'Award moments'), [
      info(
        'moments',
        tr('海洋王國的得獎時刻', '海洋王国的获奖时刻', 'Award moments at Ocean Kingdom'),
        tr('由珊瑚室到頒獎台', '从珊瑚室到领奖台', 'From the coral nursery to the stage'),
        tr(
          '<p>感謝每一位潛水員、生物學家和前線同事。</p>',
          '<p>感谢每一位潜水员、生物学家和一线同事。</p>',
          '<p>Thank you to every diver, biologist and front-line colleague.</p>',
        ),
        { imgLink: imageSet(['home/honor-1', 'zh/honor-ocean', 'zh/gallery-1', 'zh/gallery-3']) },
      ),
    ]),
  ],
);

export const honourPages: SeedPage[] = [gzHonours, zhHonours];
