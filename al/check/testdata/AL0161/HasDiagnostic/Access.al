codeunit 50510 "App Helper"
{
    procedure Helper()
    begin
    end;

    local procedure Secret()
    begin
    end;

    internal procedure OwnInternal()
    begin
    end;
}

codeunit 50511 "App Caller"
{
    procedure Run()
    var
        Posting: Codeunit "Lib Posting";
        Entry: Record "Lib Entry";
        Helper: Codeunit "App Helper";
    begin
        Posting.[=PostInternal=]();
        Posting.[=PostLocal=]();
        Entry.[=Recalculate=]();
        Helper.[=Secret=]();
        Posting.[=PostLocal=];
    end;
}
