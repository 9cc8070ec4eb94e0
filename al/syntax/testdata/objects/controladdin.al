controladdin "Demo Chart"
{
    Scripts = 'js/chart.js', 'https://example.com/lib.js';
    StartupScript = 'js/start.js';
    StyleSheets = 'css/chart.css';
    RequestedHeight = 300;
    VerticalStretch = true;

    event Ready();
    event Clicked(Point: JsonObject)
    procedure Render(Data: JsonArray);
}
