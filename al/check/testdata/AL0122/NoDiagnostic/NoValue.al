codeunit 50453 "No Dependencies"
{
    // Without the project's dependencies loaded a call's overloads are not
    // all known: a procedure without a return value used as one is not judged.
    procedure Run(): Integer
    var
        Total: Integer;
    begin
        Total := DoSomething();
        if DoSomething() then
            exit(DoSomething());
    end;

    local procedure DoSomething()
    begin
    end;
}
