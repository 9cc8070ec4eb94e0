codeunit 50520 "Own Helper"
{
    procedure Run()
    var
        Other: Codeunit "Own Helper";
    begin
        Secret();
        this.Secret();
        Other.Secret();
    end;

    local procedure Secret()
    begin
    end;

    internal procedure OwnInternal()
    begin
    end;
}

codeunit 50521 "Own Caller"
{
    procedure Run()
    var
        Posting: Codeunit "Lib Posting";
        Helper: Codeunit "Own Helper";
        Entry: Record "Lib Entry";
    begin
        // Public, internal to this app, an overload that is public.
        Posting.Post();
        Helper.OwnInternal();
        Posting.Mixed(true);
        Posting.Mixed();
        // Built-ins and fields are not procedures.
        Entry.FindFirst();
        Entry."Entry No." := 1;
    end;
}
