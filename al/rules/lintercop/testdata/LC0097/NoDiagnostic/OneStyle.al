codeunit 50315 "LC0097 One Style"
{
    procedure AssignOnly(UseFallback: Boolean) Result: Integer
    begin
        Result := 10;
        if UseFallback then
            Result := 20;
    end;

    procedure ExitOnly(UseFallback: Boolean): Integer
    begin
        if UseFallback then
            exit(20);
        exit(10);
    end;

    procedure NamedExitOnly() Result: Integer
    begin
        exit(5);
    end;

    procedure FieldOfOther() Result: Integer
    var
        Buffer: Record "LC0097 Buffer";
    begin
        Buffer.Result := 5;
        exit(Buffer.Result);
    end;

    [TryFunction]
    procedure TryIt() Ok: Boolean
    begin
        Ok := true;
        exit;
    end;

    [Obsolete('Gone', '25.0')]
    procedure Old() Result: Integer
    begin
        Result := 1;
        exit(2);
    end;
}

table 50316 "LC0097 Buffer"
{
    fields
    {
        field(1; Result; Integer) { }
    }
}
