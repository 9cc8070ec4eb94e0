codeunit 50352 "Open Own Sales Header"
{
    procedure Open(var SalesHeader: Record "Sales Header")
    begin
        // a project table that only shares the name
        Page.Run(Page::"Own Sales Header Card", SalesHeader);
    end;
}

page 50352 "Own Sales Header Card" { }

table 50352 "Sales Header"
{
    fields { field(1; "No."; Code[20]) { } }
}
