codeunit 50190 "Static Receivers"
{
    procedure Run(Value: Text): Integer
    var
        Id: Guid;
        Secret: Text;
    begin
        Id := Guid.[=CreateSequentialGuidX=]();
        if IsolatedStorage.[=Exist=]('Key') then
            IsolatedStorage.Get('Key', Secret);
        Dialog.[=Msg=]('Hello');
        exit(Text.[=StrLength=](Value));
    end;
}
