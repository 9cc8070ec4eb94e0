codeunit 50249 "AA0216 Value First"
{
    var
        IdImplemented: Text[50];

    // A concatenation that starts with a value is left alone, worded
    // literals after it included: BCApps builds Message(IdImplemented +
    // ' Data') with AA0216 at Error.
    procedure Review(Detail: Text)
    var
        FailedErr: Label 'The posting failed.';
    begin
        Message(IdImplemented + ' Data');
        Message(FailedErr + (' - see ' + Detail));
        Dialog.Message(Detail + ' 2');
        Error((Detail) + 'is missing' + Detail);
    end;
}
