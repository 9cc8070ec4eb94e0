codeunit 50138 "Dependency Reader"
{
    procedure PostingDays(): Integer
    var
        Setup: Record "Dep Setup";
    begin
        Setup.Get();
        exit(Setup."Posting Days");
    end;

    procedure AnyProxy(): Boolean
    var
        Proxy: Record "Dep Proxy";
    begin
        exit(Proxy.FindFirst());
    end;
}
