codeunit 50191 "Static Receivers Fine"
{
    procedure Run(Value: Text): Integer
    var
        Id: Guid;
        Secret: Text;
    begin
        Id := Guid.CreateSequentialGuid();
        Id := Guid.CreateGuid();
        if IsolatedStorage.Contains('Key') then
            IsolatedStorage.Get('Key', Secret);
        if TaskScheduler.CanCreateTask() then
            Dialog.Message(CompanyProperty.DisplayName() + ProductName.Short());
        // Receivers whose catalogue alfix does not hold for complete are not checked.
        Session.SomeFutureMethod();
        Database.SomeOnPremMethod();
        exit(Text.StrLen(Value));
    end;
}
