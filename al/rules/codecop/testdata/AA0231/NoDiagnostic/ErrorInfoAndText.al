codeunit 50286 "Error Values"
{
    procedure Fail(Msg: Text)
    var
        Info: ErrorInfo;
    begin
        Info.Message := Msg;
        // Error(StrSubstNo('%1', Msg));
        if Msg = '' then
            Error(Info);
        Error(Msg);
    end;
}
