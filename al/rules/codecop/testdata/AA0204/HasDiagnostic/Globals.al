table 50220 "Route"
{
    fields
    {
        field(1; Code; Code[20]) { }
        field(2; Distance; Decimal) { }
    }

    var
        [=Distance=]: Decimal;
        [=Recalc=]: Boolean;

    procedure Recalc()
    begin
    end;
}

report 50221 "Plan Routes"
{
    dataset
    {
        dataitem(RouteItem; Route) { }
    }

    requestpage
    {
        layout
        {
            area(Content)
            {
                field(StartDate; StartDate) { }
                field(Direction; Direction) { }
            }
        }
    }

    var
        [=StartDate=]: Date;
        [=Direction=]: Option Forward,Backward;
        Unused: Integer;
}

page 50222 "Route Card"
{
    SourceTable = Route;

    actions
    {
        area(Processing)
        {
            action(Optimise) { }
        }
    }

    var
        [=Optimise=]: Codeunit "Route Optimiser";
        [=code=]: Code[20];
}

codeunit 50223 "Route Optimiser" { }
