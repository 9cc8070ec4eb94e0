table 50181 "Route Stop"
{
    fields
    {
        field(1; "Stop No."; Integer) { }
    }
}

page 50181 "Route Stops"
{
    PageType = List;
    SourceTable = "Route Stop";
}

page 50182 "Route Summary"
{
    PageType = Card;
}

codeunit 50181 "Route Caller"
{
    procedure Open(var Stop: Record "Route Stop")
    var
        Stops: Page "Route Stops";
        Summary: Page "Route Summary";
        Unknown: Page "Page Not In Project";
    begin
        Stops.SetTableView(Stop);
        Stops.SetRecord(Stop);
        Stops.GetRecord(Stop);
        Stops.SetSelectionFilter(Stop);
        Summary.Run();
        Summary.Update(false);
        Unknown.SetRecord(Stop);
    end;
}
