codeunit 50182 "AC0020 Fine"
{
    var
        [|ApiVersionTok|]: Label 'v2.0', Locked = true;
        [|CustomerLbl|]: Label 'Customer';
        [|MissingTOK|]: Label 'different casing';
        [|TokenTxt|]: Text;
        [|TextTok|]: Text[30];
        [|LockedTok|]: Label 'x', MaxLength = 10, Comment = 'c', LOCKED = TRUE;
}
