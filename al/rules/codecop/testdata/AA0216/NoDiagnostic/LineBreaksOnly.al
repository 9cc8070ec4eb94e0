codeunit 50247 "AA0216 Line Breaks"
{
    var
        RecommendationQst: Label 'Do you want to %1?', Comment = '%1 = the recommended action';

    procedure Ask(ActionCaption: Text; Details: Text): Boolean
    begin
        if Dialog.Confirm(StrSubstNo(RecommendationQst, ActionCaption) + '\\' + Details) then
            exit(true);
        Message(Details + ' ' + ActionCaption);
        Error(Details + '\' + '\ ');
    end;
}
