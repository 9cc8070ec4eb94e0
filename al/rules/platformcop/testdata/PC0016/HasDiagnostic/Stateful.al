codeunit 50160 "Posting Session Cache"
{
    SingleInstance = true;

    var
        LastDocumentNo: Code[20];
        Counter: Integer;
}

codeunit 50161 "Posting Runner"
{
    var
        Cache: Codeunit "Posting Session Cache";

    procedure Reset()
    var
        LocalCache: Codeunit "Posting Session Cache";
    begin
        [=Clear(LocalCache)=];
        [=Clear(Cache)=];
    end;

    procedure ResetAll()
    begin
        [=ClearAll()=];
    end;

    procedure ResetAllBare()
    begin
        [=ClearAll=];
    end;
}
