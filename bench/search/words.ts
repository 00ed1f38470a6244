// Word lists for the search benchmark's generated titles (shipped here, not fetched).

export const ENGLISH = `
summer winter spring autumn morning evening night sunrise sunset beach ocean river lake mountain valley forest garden
park city street market harbour island bridge castle temple village farm meadow desert canyon glacier volcano waterfall
birthday wedding holiday picnic concert festival parade party dinner breakfast lunch barbecue camping hiking skiing
swimming cycling sailing fishing running dancing singing reading painting cooking baking travel journey trip visit
family friends grandma grandpa mother father sister brother cousin uncle aunt baby puppy kitten horse rabbit parrot
first last little big happy quiet sunny rainy snowy windy golden silver blue green red yellow purple orange white
school graduation anniversary reunion christmas easter halloween newyear weekend vacation road train airport ferry
lantern fireworks candle cake flowers leaves snowman sandcastle kite bicycle boat tent campfire stars moon clouds
portrait selfie panorama timelapse highlights clip moments memories album diary story album2 video photo
`
  .trim()
  .split(/\s+/);

/** Two-character words; single characters come from them. */
export const CHINESE = `
北京 上海 杭州 西湖 长城 故宫 山水 春天 夏天 秋天 冬天 早晨 晚上 日出 日落 海边 大海 河流 湖泊 高山 森林 花园
公园 城市 街道 市场 小岛 大桥 城堡 寺庙 村庄 农场 草原 沙漠 峡谷 冰川 瀑布 生日 婚礼 假期 野餐 音乐 节日 晚会
晚餐 早餐 午餐 烧烤 露营 徒步 滑雪 游泳 骑车 航行 钓鱼 跑步 跳舞 唱歌 读书 画画 做饭 烘焙 旅行 旅途 探亲 家人
朋友 奶奶 爷爷 妈妈 爸爸 姐姐 哥哥 表弟 叔叔 阿姨 宝宝 小狗 小猫 骏马 兔子 鹦鹉 第一 最后 快乐 安静 晴天 雨天
雪天 大风 金色 银色 蓝色 绿色 红色 黄色 紫色 学校 毕业 纪念 团聚 新年 周末 火车 机场 渡轮 灯笼 烟花 蜡烛 蛋糕
鲜花 落叶 雪人 风筝 小船 帐篷 篝火 星星 月亮 云朵 合影 全景 延时 精彩 时刻 回忆 相册 日记 故事 视频 照片 山顶
`
  .trim()
  .split(/\s+/);
