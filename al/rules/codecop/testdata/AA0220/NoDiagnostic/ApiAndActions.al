page 50256 "Tips API"
{
    PageType = API;
    APIPublisher = 'contoso';
    APIGroup = 'app';
    APIVersion = 'v1.0';
    EntityName = 'tip';
    EntitySetName = 'tips';

    layout
    {
        area(Content)
        {
            field(number; Number) { ToolTip = ''; }
        }
    }

    var
        Number: Integer;
}
