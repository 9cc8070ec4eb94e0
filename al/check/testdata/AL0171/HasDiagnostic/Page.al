page 50100 "Bar List"
{
    PageType = [=ListView=];
    UsageCategory = [=List=];
    SourceTable = Customer;
    DelayedInsert = [=Yes=];
    Editable = false;

    layout
    {
        area(Content)
        {
            repeater(Rows)
            {
                ShowAsTree = [=1=];
                field(Name; Rec.Name)
                {
                    Importance = [="High"=];
                    Style = [=Red=];
                    ShowCaption = [=IsVisible=];
                }
            }
        }
    }
    actions
    {
        area(Processing)
        {
            action(Run)
            {
                Promoted = [='true'=];
                PromotedCategory = [=Category21=];
                RunPageMode = [=Edit, View=];
            }
        }
    }

    var
        IsVisible: Boolean;
}
